import Acceptance
import Foundation
import Testing

@Suite("Runner: hooks and worlds")
struct RunnerHookTests {
  static let feature = """
    Feature: Hooks

      @db
      Scenario: First
        Given step one
        When step two

      Scenario: Second
        Given step one
    """

  static func steps(failing: String? = nil) -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.step("step {word}") { (world, name: String) in
      world.record("step \(name)")
      if name == failing { throw StepFailure("boom") }
    }
    steps.before { world, scenario in world.record("before \(scenario.name)") }
    steps.before("@db") { world, _ in world.record("before @db") }
    steps.after { world, scenario in world.record("after \(scenario.status.rawValue)") }
    steps.beforeStep { world, _ in world.record("beforeStep") }
    steps.afterStep { world, _ in world.record("afterStep") }
    return steps
  }

  @Test func hooksRunAroundScenariosAndStepsInAFreshWorld() async throws {
    let fixture = try RunnerFixture(["hooks.feature": Self.feature])
    let outcome = await fixture.run(Self.steps())
    #expect(outcome.worlds.count == 2)
    #expect(
      outcome.worlds.map(\.entries) == [
        [
          "before First", "before @db", "beforeStep", "step one", "afterStep", "beforeStep",
          "step two", "afterStep", "after passed",
        ],
        ["before Second", "beforeStep", "step one", "afterStep", "after passed"],
      ])
  }

  @Test func afterHooksRunWhenTheScenarioFailed() async throws {
    let fixture = try RunnerFixture(["hooks.feature": Self.feature])
    let outcome = await fixture.run(Self.steps(failing: "one"))
    #expect(
      outcome.worlds.first?.entries == [
        "before First", "before @db", "beforeStep", "step one", "afterStep", "after failed",
      ])
    #expect(outcome.summary.scenarios == [.failed: 2])
  }

  @Test func failingBeforeHookSkipsTheSteps() async throws {
    let fixture = try RunnerFixture(["hooks.feature": Self.feature])
    var steps = Self.steps()
    steps.before("@db", name: "database") { _, _ in throw StepFailure("no database") }
    let outcome = await fixture.run(steps)
    #expect(outcome.stepResults.prefix(2) == ["step one: skipped", "step two: skipped"])
    #expect(outcome.output.contains("Hook database failed"))
    #expect(outcome.output.contains("no database"))
  }

  @Test func runHooksRunOnceAroundTheRun() async throws {
    let fixture = try RunnerFixture(["hooks.feature": Self.feature])
    let log = LogWorld()
    var steps = Self.steps()
    steps.beforeAll { log.record("beforeAll") }
    steps.afterAll { log.record("afterAll") }
    _ = await fixture.run(steps)
    #expect(log.entries == ["beforeAll", "afterAll"])
  }

  @Test func failingRunHookSkipsTheScenariosAndIsReportedOnce() async throws {
    let fixture = try RunnerFixture(["hooks.feature": Self.feature])
    var steps = Self.steps()
    steps.beforeAll(name: "database") { throw StepFailure("no database") }
    let outcome = await fixture.run(steps)
    #expect(outcome.scenarioOrder.isEmpty)
    #expect(!outcome.summary.passed)
    #expect(outcome.output.components(separatedBy: "no database").count == 2)
    #expect(outcome.output.contains("database hook failed"))
  }

  @Test func invalidHookTagExpressionIsAProblemNotACrash() async throws {
    let fixture = try RunnerFixture(["hooks.feature": Self.feature])
    var steps = Self.steps()
    steps.before("@a and") { _, _ in }
    let outcome = await fixture.run(steps)
    #expect(!outcome.summary.passed)
    #expect(outcome.summary.problems.first?.message.contains("@a and") == true)
  }

  @Test func aHookAttachesLogsAndLinksThroughItsScenario() async throws {
    let fixture = try RunnerFixture([
      "evidence.feature": "Feature: F\n  Scenario: S\n    Given step one\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.step("step {word}") { (_, _: String) in }
    steps.before { _, scenario in
      scenario.log("starting \(scenario.name)")
      scenario.link("https://example.com/S")
    }
    steps.after { _, scenario in
      scenario.attach("a,b", mediaType: "text/csv", fileName: "table.csv")
      scenario.attach([0x01, 0x02], mediaType: "application/octet-stream")
    }
    let messages = try await fixture.messages(steps)
    let attachments = Self.attachments(in: messages)
    #expect(
      attachments.map { $0["mediaType"] as? String } == [
        "text/x.cucumber.log+plain", "text/uri-list", "text/csv", "application/octet-stream",
      ])
    #expect(
      attachments.map { $0["body"] as? String } == [
        "starting S", "https://example.com/S", "a,b", Data([0x01, 0x02]).base64EncodedString(),
      ])
    #expect(
      attachments.map { $0["contentEncoding"] as? String } == [
        "IDENTITY", "IDENTITY", "IDENTITY", "BASE64",
      ])
    // The checks below read the attachments by place: without four, the test stops here.
    try #require(attachments.count == 4)
    #expect(attachments[2]["fileName"] as? String == "table.csv")
    // The before hook's two and the after hook's two, each on its own hook step.
    let stepIds = attachments.map { $0["testStepId"] as? String }
    #expect(stepIds[0] == stepIds[1] && stepIds[2] == stepIds[3] && stepIds[0] != stepIds[2])
  }

  @Test func whatAWorldLogsWhileItIsMadeGoesToNoStep() async throws {
    let fixture = try RunnerFixture([
      "evidence.feature": """
      Feature: F
        Scenario: S
          Given step one
        Scenario: T
          Given step two
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.step("step {word}") { (_, word: String) in StepReport.log("in step \(word)") }
    let messages = try await fixture.messages(
      steps,
      world: {
        // Between the first scenario's last step and the second's first: no step is running.
        StepReport.log("making a world")
        return LogWorld()
      })
    let attachments = Self.attachments(in: messages)
    #expect(attachments.map { $0["body"] as? String } == ["in step one", "in step two"])
  }

  /// The `attachment` envelopes among `messages`, in order.
  static func attachments(in messages: [Any]) -> [[String: Any]] {
    messages.compactMap { ($0 as? [String: Any])?["attachment"] as? [String: Any] }
  }
}
