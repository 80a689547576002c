import Acceptance
import Testing

/// Snippets keep ordinary words as literal text: a custom parameter type stands in only for text
/// that is not words of letters (numbers with units, codes, quoted text).
@Suite("Snippets and ordinary words")
struct SnippetWordsTests {
  enum Color: String, StepArgument { case red, green }

  struct Code: StepArgument { let text: String }

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.parameterType("color", matching: "red|green") { Color(rawValue: $0) ?? .red }
    steps.parameterType("screen", matching: "[Hh]ome|[Ss]ign up") { Code(text: $0) }
    steps.parameterType("duration", matching: #"\d+ seconds?"#) { Code(text: $0) }
    steps.parameterType("flight", matching: "[A-Z]{3}-[A-Z]{3}") { Code(text: $0) }
    steps.parameterType("code", matching: "[a-z]+[0-9]*") { Code(text: $0) }
    steps.given("a defined step") { _ in }
    return steps
  }

  /// The first snippet's expression for the undefined step `text`.
  static func expression(for text: String) async throws -> String {
    let fixture = try RunnerFixture(["a.feature": "Feature: F\n  Scenario: S\n    Given \(text)\n"])
    let outcome = await fixture.run(steps())
    let code = try #require(outcome.summary.snippets.first)
    let start = try #require(code.firstIndex(of: "\""))
    let end = try #require(code[code.index(after: start)...].firstIndex(of: "\""))
    return String(code[code.index(after: start)..<end])
  }

  @Test(arguments: [
    ("I paint the wall red", "I paint the wall red"),
    ("the user opens Sign up from Home", "the user opens Sign up from Home"),
    ("I wait 3 seconds", "I wait {duration}"),
    ("I fly LHR-CDG today", "I fly {flight} today"),
    ("the code abc then xyz9", "the code abc then {code}"),
    (#"I press "clear" 2 times"#, "I press {string} {int} times"),
  ])
  func ordinaryWordsStayLiteral(text: String, expected: String) async throws {
    #expect(try await Self.expression(for: text) == expected)
  }
}
