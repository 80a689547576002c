import Testing

@testable import Acceptance
@testable import CucumberExpressions

@Suite("Candidate definitions by the text they start and end with")
struct CandidateDefinitionsTests {
  /// Definitions named by their expression, with the text their texts start with.
  static let definitions: [(name: String, prefix: String)] = [
    ("a {int}", "a "), ("{word} b", ""), ("b {int}", "b "), ("a/b c", ""), ("another", "another"),
    ("é", "é"), ("an {int}", "an "),
  ]

  let definitions = CandidateDefinitions(
    prefixes: Self.definitions.map(\.prefix), suffixes: Self.definitions.map { _ in "" })

  /// The names of the candidates for `text`.
  func candidates(for text: String) -> [String] {
    definitions.candidates(for: text).map { Self.definitions[$0].name }
  }

  @Test func keepsTheDefinitionsWhosePrefixTheTextStartsWithInRegistrationOrder() {
    #expect(candidates(for: "a 1") == ["a {int}", "{word} b", "a/b c"])
    #expect(candidates(for: "an 1") == ["{word} b", "a/b c", "an {int}"])
    #expect(candidates(for: "another") == ["{word} b", "a/b c", "another"])
    #expect(candidates(for: "b 1") == ["{word} b", "b {int}", "a/b c"])
    #expect(candidates(for: "é") == ["{word} b", "a/b c", "é"])
  }

  @Test func leavesOnlyTheDefinitionsWithoutPrefixForOtherTexts() {
    #expect(candidates(for: "x b") == ["{word} b", "a/b c"])
    #expect(candidates(for: "ab") == ["{word} b", "a/b c"])
    #expect(candidates(for: "") == ["{word} b", "a/b c"])
  }

  @Test func keepsOnlyTheDefinitionsWhoseSuffixTheTextEndsWith() {
    let named = [
      ("the {word} screen", "the ", " screen"), ("the {word} button", "the ", " button"),
      ("{int} added", "", " added"), ("a {int}", "a ", ""),
    ]
    let definitions = CandidateDefinitions(
      prefixes: named.map(\.1), suffixes: named.map(\.2))
    func candidates(for text: String) -> [String] {
      definitions.candidates(for: text).map { named[$0].0 }
    }
    #expect(candidates(for: "the login screen") == ["the {word} screen"])
    #expect(candidates(for: "the login button") == ["the {word} button"])
    #expect(candidates(for: "the x added") == ["{int} added"])
    #expect(candidates(for: "3 added") == ["{int} added"])
    #expect(candidates(for: "a 1") == ["a {int}"])
    #expect(candidates(for: "added").isEmpty)
    #expect(candidates(for: "the login").isEmpty)
  }

  @Test func givesTheLiteralTextThatExpressionsEndWith() throws {
    let registry = ParameterTypeRegistry()
    let suffixes = try [
      "I add {int}", "{int} added", "(an )apple", "é {word}", "a/b {int}", "I eat cucumber/gherkin",
      "I have 1 cucumber(s)", "a {int} b \\{int}", "done", "{int} é",
    ].map { try CucumberExpression($0, registry: registry).literalSuffix }
    #expect(suffixes == ["", " added", "apple", "", "", "", "", " b {int}", "done", " é"])
  }

  @Test func givesTheLiteralTextThatExpressionsStartWith() throws {
    let registry = ParameterTypeRegistry()
    let prefixes = try [
      "I add {int}", "{int} added", "(an )apple", "é {word}", "a/b {int}", "I eat cucumber/gherkin",
      "I have 1 cucumber(s)", "a \\{int} b {int}", "done",
    ].map { try CucumberExpression($0, registry: registry).literalPrefix }
    #expect(
      prefixes == [
        "I add ", "", "", "é ", "", "I eat ", "I have 1 cucumber", "a {int} b ", "done",
      ])
  }

  /// An expression with a parameter type of its own pattern is matched by its regular expression,
  /// and skipped all the same for a text that cannot start like it.
  @Test func givesTheLiteralTextOfExpressionsMatchedByTheirRegularExpression() throws {
    var registry = ParameterTypeRegistry()
    // `\w` is outside what the scalar matcher reads: the regular expression matches these.
    try registry.define(ParameterType(name: "screen", regexps: [#"[Ll]ogin|\w+ome"#]) { $0 })
    let expressions = try ["the {screen} screen", "{screen} is shown", "\\(a) {screen}"].map {
      try CucumberExpression($0, registry: registry)
    }
    #expect(expressions.allSatisfy { !$0.usesScalarMatcher })
    #expect(expressions.map(\.literalPrefix) == ["the ", "", "(a) "])
    #expect(expressions[2].match("(a) Home")?.count == 1)
  }

  /// Every text that an expression matches starts with its literal prefix and ends with its
  /// literal suffix.
  @Test(arguments: [
    ("I add {int} apple(s)", "I add 3 apples"), ("the {word} screen", "the login screen"),
    ("a \\(b) {int}", "a (b) 4"), ("émoji {string}", "émoji \"x\""),
    ("{int} (big )apple(s) é", "2 big apples é"),
    ("the {word} screen is shown", "the x screen is shown"),
  ])
  func everyMatchStartsWithThePrefixAndEndsWithTheSuffix(expression: String, text: String) throws {
    let compiled = try CucumberExpression(expression, registry: ParameterTypeRegistry())
    #expect(compiled.match(text) != nil)
    #expect(text.hasPrefix(compiled.literalPrefix))
    #expect(text.utf8.reversed().starts(with: compiled.literalSuffix.utf8.reversed()))
  }
}
