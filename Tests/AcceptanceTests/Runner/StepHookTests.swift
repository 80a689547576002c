import Acceptance
import AcceptanceTesting
import Foundation
import Synchronization
import Testing

/// Step hooks that receive the step they run around and, after it, its result.
@Suite("Runner: step hooks that see the step")
struct StepHookTests {
  static let feature = """
    Feature: Seen

      Scenario: Steps with arguments
        Given a basket of 3 "pears"
        When the basket holds:
          | fruit |
          | pear  |
        Then the note says:
          \"\"\"markdown
          ripe
          \"\"\"
        And step fails
        And step never runs
    """

  /// Steps whose hooks log what they saw to the world.
  static func steps() -> StepRegistry<LogWorld> {
    StepRegistry { steps in
      steps.given("a basket of {int} {string}") { (_, _: Int, _: String) in }
      steps.when("the basket holds:") { (_, _: DataTable) in }
      steps.then("the note says:") { (_, _: DocString) in }
      steps.step("step fails") { _ in throw StepFailure("the basket is empty") }
      steps.step("step never runs") { _ in }
    }
  }

  @Test func beforeAndAfterStepHooksSeeTheStepAndItsResult() async throws {
    let fixture = try RunnerFixture(["seen.feature": Self.feature])
    var steps = Self.steps()
    steps.beforeStep { world, scenario, step in
      let values = step.arguments.map { $0.map { "\($0)" } ?? "nil" }
      world.record(
        "before \(step.keyword)\(step.text) @\(step.line) in \(scenario.name): \(values)"
          + " result \(String(describing: step.result))")
    }
    steps.afterStep { world, _, step in
      let result = step.result
      world.record(
        "after \(step.text): \(result?.status.rawValue ?? "none") \(result?.message ?? "")")
      #expect(step.uri == fixture.path("seen.feature"))
    }
    let outcome = await fixture.run(steps)
    #expect(outcome.summary.scenarios == [.failed: 1])
    #expect(
      outcome.worlds.first?.entries == [
        #"before Given a basket of 3 "pears" @4 in Steps with arguments: ["3", "pears"]"#
          + " result nil",
        #"after a basket of 3 "pears": passed "#,
        "before When the basket holds: @5 in Steps with arguments: [\"| fruit |\\n| pear  |\"]"
          + " result nil",
        "after the basket holds:: passed ",
        "before Then the note says: @8 in Steps with arguments: "
          + "[\"DocString(content: \\\"ripe\\\", mediaType: Optional(\\\"markdown\\\"))\"]"
          + " result nil",
        "after the note says:: passed ",
        "before And step fails @12 in Steps with arguments: [] result nil",
        "after step fails: failed the basket is empty",
      ])
  }

  @Test func taggedStepHooksRunAroundTheStepsOfTheScenariosWithTheirTagsOnly() async throws {
    let fixture = try RunnerFixture([
      "tagged.feature": """
      Feature: Tagged

        @slow
        Scenario: Slow
          Given a step

        Scenario: Quick
          Given a step
      """
    ])
    var steps = StepRegistry<LogWorld> { steps in
      steps.given("a step") { world in world.record("step") }
    }
    steps.beforeStep("@slow") { world, _, _ in world.record("before @slow") }
    steps.afterStep("not @slow") { world, _, _ in world.record("after not @slow") }
    let outcome = await fixture.run(steps)
    #expect(outcome.summary.scenarios == [.passed: 2])
    #expect(
      outcome.worlds.map(\.entries) == [["before @slow", "step"], ["step", "after not @slow"]])
  }

  @Test func theStepsDataTableAndDocStringAreAtHand() async throws {
    let fixture = try RunnerFixture(["seen.feature": Self.feature])
    var steps = Self.steps()
    steps.afterStep { world, _, step in
      let table = step.dataTable.map { "table \($0.rows)" } ?? "no table"
      let docString = step.docString.map { "doc \($0.content)" } ?? "no doc"
      world.record("\(step.text): \(table), \(docString)")
    }
    let outcome = await fixture.run(steps)
    #expect(
      outcome.worlds.first?.entries.prefix(3) == [
        #"a basket of 3 "pears": no table, no doc"#,
        #"the basket holds:: table [["fruit"], ["pear"]], no doc"#,
        "the note says:: no table, doc ripe",
      ])
  }

  @Test func anAfterStepHookAttachesALogToExactlyTheStepThatFailed() async throws {
    let fixture = try RunnerFixture(["seen.feature": Self.feature])
    var steps = Self.steps()
    steps.afterStep { _, scenario, step in
      guard step.result?.status == .failed else { return }
      scenario.log("what the basket held before \(step.text)")
    }
    let messages = try await fixture.messages(steps)
    let objects = messages.compactMap { $0 as? [String: Any] }
    let attachments = objects.compactMap { $0["attachment"] as? [String: Any] }
    #expect(attachments.map { $0["body"] as? String } == ["what the basket held before step fails"])
    // The attachment belongs to the test step of the failed Gherkin step.
    let testCase = objects.compactMap { $0["testCase"] as? [String: Any] }.first
    let pickle = objects.compactMap { $0["pickle"] as? [String: Any] }.first
    let pickleSteps = pickle?["steps"] as? [[String: Any]] ?? []
    let failedPickleStep = pickleSteps.first { $0["text"] as? String == "step fails" }?["id"]
    let testSteps = testCase?["testSteps"] as? [[String: Any]] ?? []
    let failedTestStep = testSteps.first {
      $0["pickleStepId"] as? String == failedPickleStep as? String
    }
    #expect(failedTestStep != nil)
    #expect(attachments.first?["testStepId"] as? String == failedTestStep?["id"] as? String)
  }

  @Test func aFailingBeforeStepHookIsTheResultTheAfterStepHookSees() async throws {
    let fixture = try RunnerFixture(["seen.feature": Self.feature])
    var steps = Self.steps()
    steps.beforeStep { _, _, step in
      if step.line == 5 { throw StepFailure("no basket") }
    }
    steps.afterStep { world, _, step in
      world.record(
        "\(step.line): \(step.result?.status.rawValue ?? "") \(step.result?.message ?? "")")
    }
    let outcome = await fixture.run(steps)
    #expect(outcome.worlds.first?.entries == ["4: passed ", "5: failed no basket"])
  }

  @Test func theResultIsPendingOrSkippedAsTheBodyThrew() async throws {
    let fixture = try RunnerFixture([
      "pending.feature": "Feature: P\n  Scenario: S\n    Given step pending\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.step("step pending") { _ in throw PendingStep("not yet") }
    steps.afterStep { world, _, step in
      world.record("\(step.result?.status.rawValue ?? "") \(step.result?.message ?? "")")
    }
    let outcome = await fixture.run(steps)
    #expect(outcome.worlds.first?.entries == ["pending not yet"])
  }

  @Test func aFailedExpectInTheBodyIsAFailureTheAfterStepHookSees() async throws {
    let fixture = try RunnerFixture([
      "expect.feature": "Feature: E\n  Scenario: S\n    Given the number 2 is 1\n"
    ])
    let world = LogWorld()
    var steps = StepRegistry<LogWorld>()
    steps.given("the number {int} is {int}") { (_, actual: Int, expected: Int) in
      #expect(actual == expected)
    }
    steps.afterStep { world, _, step in world.record(step.result?.status.rawValue ?? "") }
    let suite = FeatureSuite(steps: steps, paths: [fixture.folder.path], environment: [:]) {
      world
    }
    await withKnownIssue(isIntermittent: false) {
      await suite.run(suite.scenarios[0])
    }
    #expect(world.entries == ["failed"])
  }

  @Test func hooksOfAnActorWorldSeeTheStepIsolatedToIt() async throws {
    let fixture = try RunnerFixture(["seen.feature": Self.feature])
    let seen = Mutex<[String]>([])
    let steps = StepRegistry<Tally> { steps in
      steps.step("a basket of {int} {string}") { (_: isolated Tally, _: Int, _: String) in }
      steps.step("the basket holds:") { (_: isolated Tally, _: DataTable) in }
      steps.step("the note says:") { (_: isolated Tally, _: DocString) in }
      steps.step("step fails") { _ in throw StepFailure("no") }
      steps.beforeStep { world, _, _ in world.count += 1 }
      steps.afterStep { world, _, step in
        let line = "\(world.count) \(step.result?.status.rawValue ?? "")"
        seen.withLock { $0.append(line) }
      }
    }
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    _ = await Runner(steps: steps, options: options, reporters: []) { Tally() }.run()
    #expect(seen.withLock { $0 } == ["1 passed", "2 passed", "3 passed", "4 failed"])
  }
}

/// An actor world that counts.
actor Tally {
  var count = 0
}
