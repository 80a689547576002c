import Testing
import VirtualTime

@testable import CucumberExpressions

/// The parameter types whose regexps ``SimplePattern`` reads are matched without the regex engine,
/// and must match exactly as it does: the same texts, the same groups.
@Suite("Custom parameter types matched without the regex engine")
struct SimplePatternTests {
  /// Regexps in the subset, the example app's among them.
  static let patterns: [[String]] = [
    ["red|green|blue"], ["correct|wrong"], ["[Ll]ogin|[Hh]ome|[Ss]ign ?up|[Uu]sers|[Uu]ser list"],
    [#"\d+(?:\.\d+)? (?:milliseconds?|seconds?|minutes?)"#], ["[Pp]rofile form|[Pp]rofile"],
    ["[a-z]+", "[A-Z][a-z]*"], ["a*b?a"], [#"v\d+\.\d"#], ["(?:ab|a)(?:bc|c)?"], ["x?"],
    ["[-_a-c.,']+"], [#"\(\d\)|\[x\]|a\|b|\ \/"#], ["(?:)"], ["[0-9a-f]+"], ["bb|b"], ["[a-]+"],
  ]

  /// Texts around the patterns: prefixes, longer and shorter words, other scripts' digits, case,
  /// spaces, line terminators.
  static let texts = [
    "red", "blue ", "gree", "green!", "redblue", "correct", "wrong\n", "Login", "login", "Signup",
    "Sign up", "sign  up", "Users", "User list", "User", "3 seconds", "1.5 minutes",
    "10 millisecond", "٣ seconds", "3.seconds", "2. minutes", "7 hours", "Profile form",
    "Profile", "profile forms", "abc", "Abc", "ABC", "", "a", "b", "aab", "aaba", "ba", "v12.3",
    "v١٢.٣", "v1.", "abbc", "abc", "ac", "ab", "x", "xx", "-_a.,'", "(1)", "[x]", "a|b", " /",
    "deadbeef", "DEAD", "bbb", "bb", "é", "a🙂", "-", "a-a",
  ]

  @Test(arguments: patterns)
  func agreesWithTheRegularExpression(regexps: [String]) throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "custom", regexps: regexps) { $0 })
    for expression in ["{custom}", "the {custom} one", "{custom} {custom}", "{custom}(s) {int}"] {
      let sut = try CucumberExpression(expression, registry: registry)
      #expect(sut.usesScalarMatcher, "\(regexps) in \(expression)")
      for text in Self.texts + Self.texts.map({ "the \($0) one" })
        + Self.texts.map({ "\($0) \($0)" }) + Self.texts.map({ "\($0)s 4" })
      {
        let fast = sut.match(text)?.map(\.group)
        let regex = try sut.regexGroups(text)
        #expect(fast == regex, "\(regexps) in \(expression) on \(text.debugDescription)")
      }
    }
  }

  @Test(arguments: [
    ".", "^a", "a$", "(a)", "(?=a)a", "a{2}", "a+?", "a??", "a*+", "\\w", "\\s", "\\b", "\\1",
    "[^a]", "[a-", "[[:alpha:]]", "[a&&b]", "[ ]", "[]", "é", "(?:a)+", "a+b+c+", "\\n", "a)",
    "(?:a", "[ab", "{", "|*",
    String(repeating: "(?:", count: 17) + String(repeating: ")", count: 17),
  ])
  func leavesOtherRegexpsToTheRegexEngine(regexp: String) {
    #expect(SimplePattern([regexp]) == nil, "\(regexp)")
  }

  @Test func readsGroupsNestedSixteenDeepAndPatternsOf256Bytes() {
    let pattern = String(repeating: "(?:", count: 16) + "a" + String(repeating: ")", count: 16)
    #expect(SimplePattern([pattern]) != nil)
    #expect(SimplePattern([String(repeating: "a", count: 256)]) != nil)
    #expect(SimplePattern([String(repeating: "a", count: 257)]) == nil)
  }

  /// Random patterns of the subset against random texts of their alphabet, both matchers.
  @Test func agreesOnRandomPatternsAndTexts() throws {
    var random = SeededRandomNumberGenerator(seed: 20_261_129)
    let atoms = ["a", "b", "ab", "[ab]", "[a-c]", #"\d"#, " ", #"\."#, "(?:a|b)", "(?:ab|a)"]
    let quantifiers = ["", "", "?", "*", "+"]
    let alphabet = ["a", "b", "a", "b", "c", "1", "٣", " ", ".", "x"]
    var compared = 0
    for _ in 0..<1000 {
      var pattern = ""
      var repetitions = 0
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let atom = atoms.randomElement(using: &random)!
        var quantifier = quantifiers.randomElement(using: &random)!
        let isGroup = atom.hasPrefix("(") || atom == "ab"
        if quantifier == "*" || quantifier == "+" {
          if isGroup || repetitions == 2 { quantifier = "?" } else { repetitions += 1 }
        }
        pattern += (atom == "ab" && !quantifier.isEmpty ? "(?:ab)" : atom) + quantifier
      }
      if Bool.random(using: &random) { pattern += "|" + atoms.randomElement(using: &random)! }
      var registry = ParameterTypeRegistry()
      try registry.define(ParameterType(name: "p", regexps: [pattern]) { $0 })
      let sut = try CucumberExpression("x{p} {p}", registry: registry)
      #expect(sut.usesScalarMatcher, "\(pattern)")
      for _ in 0..<20 {
        func word() -> String {
          (0..<Int.random(in: 0...4, using: &random)).map { _ in
            alphabet.randomElement(using: &random)!
          }.joined()
        }
        let text = "x\(word()) \(word())"
        let fast = sut.match(text)?.map(\.group)
        let regex = try sut.regexGroups(text)
        #expect(fast == regex, "\(pattern) on \(text.debugDescription)")
        compared += fast == nil ? 0 : 1
      }
    }
    // Enough of the texts match for the comparison to mean something (454 of the 20,000 with this
    // seed).
    #expect(compared > 400, "\(compared)")
  }
}
