import Acceptance
import Testing

@Suite("Messages: suggestions")
struct MessageSuggestionTests {
  static let feature = """
    Feature: Suggestions

      Scenario: Failing, then undefined
        Given a failing step
        And an undefined step
    """

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a failing step") { _ in throw StepFailure("whoops") }
    return steps
  }

  /// The message types of a run of the feature with `retry`.
  static func messageTypes(retry: Int) async throws -> [String] {
    var options = RunOptions()
    options.retry = retry
    let fixture = try RunnerFixture(["suggestions.feature": feature])
    return try await fixture.messages(steps(), options: options).map { message in
      (message as? [String: Any])?.keys.first ?? ""
    }
  }

  @Test func undefinedStepAfterAFailureHasItsSuggestion() async throws {
    let types = try await Self.messageTypes(retry: 0)
    #expect(types.filter { $0 == "suggestion" }.count == 1)
  }

  @Test func retriedAttemptsDoNotRepeatTheSuggestion() async throws {
    let types = try await Self.messageTypes(retry: 2)
    #expect(types.filter { $0 == "testCaseStarted" }.count == 3)
    #expect(types.filter { $0 == "suggestion" }.count == 1)
  }
}
