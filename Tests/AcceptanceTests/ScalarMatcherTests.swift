import Testing

@testable import Acceptance
@testable import CucumberExpressions

/// The scalar matcher must give exactly what the regular expression gives: checked on a grid of
/// expressions and texts chosen to hit the edge cases (signs, escapes, quotes, Unicode spaces and
/// digits, line terminators, optionals and alternatives).
@Suite("Scalar matcher agrees with the regular expression")
struct ScalarMatcherTests {
  static let expressions = [
    "I add {int}", "I have {int} cucumber(s)", "{word} and {word}", "the {string} button",
    "say {}", "{} then {}", "{int}{int}", "a/b/c {int}", "x{string}y",
    "{string} {string}", "price is {int} euro(s)/dollar(s)", "{}", "{word}", "{string}",
    "I have {long} and {biginteger}", "{byte}", "go (to )the {word}", "café {int}",
    "{word}é", "{}🙂", "{word} 🙂 {word}", "(é)x/ÿ {int}", "ü(ber)/🙃 {string}", "{int}٣",
    "{}{} and {}", "a(b)(c)/d(e) {}", "{word}(s) x(a)(b)/c {int}", "{} {} {} {} x",
  ]

  static let texts = [
    "I add 3", "I add -3", "I add -", "I add 3 ", "I add ３", "I add ٣",
    "I add 12345678901234567890",
    "I have 1 cucumber", "I have 2 cucumbers", "I have 2 cucumberss", "ab and cd", "a\u{A0}b and c",
    "a and b and c", "a\tand c", "the \"Login\" button", "the 'Log in' button",
    "the \"a\\\"b\" button", "the \"a\\'b\" button", "the \"\" button", "the \"unclosed button",
    "the \"a\\\nb\" button", "say hello", "say ", "say a\nb", "say a\u{2028}b", "a then b then c",
    "12", "1-2", "a 3", "c 10", "d 3", "I am x/3", "I am /3", "x\"q\"y", "\"a\" \"b\"",
    "'a' 'b\\'c'", "price is 3 euros", "price is 1 dollar", "price is 2 pounds", "", "é", "\"é\"",
    "I have 5 and 6", "127", "go to the shop", "go the shop", "go to the  shop", "🙂 and 🙃",
    "the \"🙂\" button", "say 🙂\u{0B}x", "I add ٣٤", "I add -٣", "I add 1٣", "I add 𝟙𝟚",
    "I add -", "I add --3", "a\u{2003}b and c", "a\u{3000}b and c", "a\u{2029}b and c",
    "a\u{85}b and c", "a\u{0B}b and c", "a\u{1680}b and c", "a\u{200B}b and c",
    "the \"a\\🙂b\" button", "the \"a\\\u{2028}b\" button",
    "the 'a\\\\' button", "the \"é\\\"\" button", "café 7", "café 🙂", "aééé", "éé",
    "x🙂🙂", "🙂", "é🙂", "🙂 🙂 🙂", "é 🙂 ü", "éx 3", "x 3", "ÿ 3", "éÿ 3",
    "über \"a\"", "ü 'ü\\'ü'", "🙃 \"\"", "üb \"a\"", "1٣", "٣٣", "-٣٣", "12٣",
  ]

  @Test(arguments: expressions)
  func agreesOnEveryText(expression: String) throws {
    let sut = try CucumberExpression(expression, registry: ParameterTypeRegistry())
    #expect(sut.usesScalarMatcher)
    for text in Self.texts {
      let fast = sut.match(text)?.map(\.group)
      let regex = try sut.regexGroups(text)
      #expect(fast == regex, "\(expression) on \(text.debugDescription)")
    }
  }

  @Test(arguments: ["{float} items", "I have {double}", "a (b{int})", "{color}"])
  func leavesOtherExpressionsToTheRegularExpression(expression: String) throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "color", regexps: ["r.d|blue"]) { $0 })
    let sut = try? CucumberExpression(expression, registry: registry)
    #expect(sut?.usesScalarMatcher != true)
  }

  /// Plain backtracking takes time exponential in the number of `{}` here (each tries every end
  /// before the search gives up); remembering the states that failed makes it polynomial.
  @Test func manyAnonymousParametersAgainstAnUnmatchedTextEndQuickly() throws {
    let expression = String(repeating: "{}", count: 12) + " and {string} x(y)(z)/w"
    let sut = try CucumberExpression(expression, registry: ParameterTypeRegistry())
    #expect(sut.usesScalarMatcher)
    let text = String(
      repeating: "long words that never end the way the expression wants ", count: 8)
    #expect(sut.match(text) == nil)
    let matching = sut.match(text + "and \"it\" xyz")
    #expect(matching?.count == 13)
    #expect(matching?.last?.group.value == "\"it\"")
  }
}
