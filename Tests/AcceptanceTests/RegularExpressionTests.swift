import Acceptance
import CucumberExpressions
import Testing

/// The reference implementation's `RegularExpressionTest.ts` cases, and group positions.
@Suite("Regular expressions")
struct RegularExpressionTests {
  /// The typed argument values of `pattern` matched against `text`; `nil` when it does not match.
  func values(_ pattern: String, _ text: String) throws -> [AnyHashable?]? {
    let expression = try RegularExpression(pattern, registry: ParameterTypeRegistry())
    return try expression.match(text)?.map { try $0.value() as? AnyHashable }
  }

  @Test func convertsByTheParameterTypeOfTheGroupRegexp() throws {
    #expect(try values(#"(\d\d)"#, "22") == ["22"])
    #expect(try values("(.*)", "22") == ["22"])
    #expect(try values(#"(-?\d+)"#, "-22") == [-22])
    #expect(try values(#"(\d+)"#, "22") == [22])
  }

  @Test func matchesOrNot() throws {
    #expect(try values("hello", "world") == nil)
    #expect(try values(#"^The value equals "([^"]*)"$"#, #"The value equals """#) == [""])
    #expect(try values(#"Across the line\(s\)"#, "Across the line(s)") == [])
  }

  @Test func nestedAndOptionalGroups() throws {
    let user = #"^a user( named "([^"]*)")?$"#
    #expect(try values(user, "a user") == [nil])
    #expect(try values(user, #"a user named "Charlie""#) == ["Charlie"])
    let purchase =
      #"^a (pre-commercial transaction |pre buyer fee model )?purchase(?: for \$(\d+))?$"#
    #expect(try values(purchase, "a purchase") == [nil, nil])
    #expect(try values(purchase, "a purchase for $33") == [nil, 33])
    #expect(
      try values(purchase, "a pre buyer fee model purchase") == ["pre buyer fee model ", nil])
  }

  /// ICU nests sets: a parenthesis inside a nested one is a character, not a group.
  @Test func readsParenthesesInNestedCharacterClassesAsCharacters() throws {
    #expect(try values(#"^x[a[(]](y)$"#, "x(y") == ["y"])
    #expect(try values(#"^a[(\[]b(c)$"#, "a[bc") == ["c"])
  }

  /// A pattern whose groups cannot be read is refused when it is defined, not matched into a crash
  /// (a fuzzer's input: sets and groups nested in each other).
  @Test func refusesPatternsWhoseGroupsCannotBeRead() {
    let pattern = #"[Ll]ogin|["([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'Hh]ome|[Ss]ign ?up"#
    for text in ["Sign up login", "Login", "\"", "x"] {
      _ = try? values(pattern, text)
    }
    // `\Q…\E` quotes its parenthesis: the regex engine has one group, the tree would read two.
    #expect(throws: CucumberExpressionError.self) {
      try RegularExpression(#"^\Q(\E(a)$"#, registry: ParameterTypeRegistry())
    }
    var registry = ParameterTypeRegistry()
    if (try? registry.define(ParameterType(name: "p", regexps: [pattern]) { $0 })) != nil {
      _ = (try? CucumberExpression("{p} {p}", registry: registry))?.match("Sign up login")
    }
  }

  @Test func ignoresNonCapturingGroupsAndCharacterClasses() throws {
    let pattern =
      #"(\S+) ?(can|cannot)? (?:delete|cancel) the (\d+)(?:st|nd|rd|th) (attachment|slide) ?(?:upload)?"#
    #expect(try values(pattern, "I can cancel the 1st slide upload") == ["I", "can", 1, "slide"])
    #expect(
      try values(#"^drawings: ([A-Z_, ()]+)$"#, "drawings: ONE, TWO(ABC)") == ["ONE, TWO(ABC)"])
    #expect(try values(#"^a(?<=a) (?<name>b)(?=c)(?!d)(?<!x)c$"#, "a bc") == ["b"])
  }

  @Test func exposesGroupsWithUTF16Positions() throws {
    let expression = try RegularExpression(#"^😀 (a(b)?) (c)$"#, registry: ParameterTypeRegistry())
    let arguments = try #require(expression.match("😀 a c"))
    #expect(expression.source == #"^😀 (a(b)?) (c)$"#)
    #expect(
      arguments[0].group
        == Group(
          value: "a", start: 3, end: 4,
          children: [
            Group(value: nil, start: nil, end: nil)
          ]))
    #expect(arguments[1].group == Group(value: "c", start: 5, end: 6))
  }

  @Test func rejectsInvalidPatterns() {
    #expect(throws: CucumberExpressionError.self) {
      try RegularExpression("(unclosed", registry: ParameterTypeRegistry())
    }
  }

  @Test func reportsAmbiguousParameterTypes() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "a", regexps: ["x+"]) { $0 })
    try registry.define(ParameterType(name: "b", regexps: ["x+"]) { $0 })
    #expect(throws: CucumberExpressionError.self) {
      try RegularExpression("^(x+)$", registry: registry)
    }
  }

  @Test func factoryPicksTheKindOfExpression() throws {
    let registry = ParameterTypeRegistry()
    #expect(try StepExpressionFactory.make("^a$", registry: registry) is RegularExpression)
    #expect(try StepExpressionFactory.make("a {int}", registry: registry) is CucumberExpression)
  }
}

/// A regular expression that backtracks without end on a step's text fails that step with a clear
/// error within its budget, instead of stalling the run.
@Suite("Regular expressions under a time budget")
struct RegularExpressionBudgetTests {
  /// Unanchored at its start, the pattern backtracks from every position of 30 x's: minutes.
  static let pattern = #"(x+x+)+y$"#
  static let text = String(repeating: "x", count: 30)
  static let feature = "Feature: F\n  Scenario: S\n    Given \(text)\n    And a later step\n"

  @Test func aCatastrophicPatternFailsItsStepNamingThePattern() async throws {
    let fixture = try RunnerFixture(["f.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given(.regularExpression(Self.pattern)) { _ in }
    steps.given("a later step") { _ in }
    let outcome = await fixture.run(steps)
    #expect(outcome.stepResults.count == 2)
    #expect(outcome.stepResults.last == "a later step: skipped")
    let failure = try #require(outcome.results.first)
    #expect(failure.status == .failed)
    #expect(failure.message?.contains("matching /(x+x+)+y$/ took longer than 1.0s") == true)
  }

  @Test func thePublicMatchSaysNoMatchPastTheBudget() throws {
    let expression = try RegularExpression(Self.pattern, registry: ParameterTypeRegistry())
    #expect(expression.match(Self.text) == nil)
    #expect(expression.match("xxy")?.count == 1)
  }
}
