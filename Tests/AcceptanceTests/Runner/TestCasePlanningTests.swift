import Acceptance
import Testing

@Suite("Runner: test cases say where each scenario and step is written")
struct TestCasePlanningTests {
  static let feature = """
    Feature: Places
      Background:
          Given a step

      Rule: Accounts
        Example: Indented
              When a step

        Scenario Outline: Rows
          Then a step <n>

          Examples:
            | n |
            | 1 |
            | 2 |
    """

  /// The test cases of the run, in order.
  func testCases() async throws -> [TestCase] {
    let fixture = try RunnerFixture(["places.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("a step") { _ in }
    steps.given("a step {int}") { (_, _: Int) in }
    let outcome = await fixture.run(steps)
    #expect(outcome.summary.passed)
    return outcome.events.compactMap { event in
      guard case .testCaseStarted(let attempt) = event else { return nil }
      return attempt.testCase
    }
  }

  @Test func eachStepHasTheKeywordLineAndColumnOfItsAstStep() async throws {
    let cases = try await testCases()
    try #require(cases.count == 3)
    let places = cases.map {
      $0.steps.map { "\($0.keyword ?? "-")@\($0.line ?? 0):\($0.column ?? 0)" }
    }
    #expect(places[0] == ["Given @3:7", "When @7:11"])
    #expect(places[1] == ["Given @3:7", "Then @10:7"])
    #expect(places[2] == ["Given @3:7", "Then @10:7"])
  }

  @Test func eachTestCaseHasItsScenarioKeywordRuleAndLine() async throws {
    let cases = try await testCases()
    try #require(cases.count == 3)
    #expect(cases.map(\.scenarioKeyword) == ["Example", "Scenario Outline", "Scenario Outline"])
    #expect(cases.map { $0.rule?.name } == ["Accounts", "Accounts", "Accounts"])
    #expect(cases.map(\.line) == [6, 14, 15])
    #expect(cases.map(\.featureName) == ["Places", "Places", "Places"])
  }
}
