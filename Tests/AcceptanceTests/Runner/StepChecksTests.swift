import Acceptance
import AcceptanceCommandLine
import AcceptanceTesting
import Synchronization
import Testing

/// A failed Swift Testing check inside a step fails that step, under the Swift Testing bridge.
@Suite("Swift Testing checks inside steps")
struct StepChecksTests {
  static let feature = """
    Feature: Checks

      Scenario: A check fails
        Given the number 2 is checked to be 1
        And the scenario goes on

      Scenario: Checks pass
        Given the number 1 is checked to be 1
        And the scenario goes on
    """

  static func steps() -> StepRegistry<LogWorld> {
    StepRegistry { steps in
      steps.given("the number {int} is checked to be {int}") { (_, actual: Int, expected: Int) in
        #expect(actual == expected)
      }
      steps.given("the scenario goes on") { world in world.record("went on") }
    }
  }

  @Test func aFailedExpectFailsItsStepAndSkipsTheRest() async throws {
    let fixture = try RunnerFixture(["checks.feature": Self.feature])
    let world = LogWorld()
    let suite = FeatureSuite(steps: Self.steps(), paths: [fixture.folder.path], environment: [:]) {
      world
    }
    // The check's own issue is known inside the bridge; only the step's failure reaches here.
    let issues = await IssueCollector.recorded { await suite.run(suite.scenarios[0]) }
    #expect(issues.lines == ["checks.feature:4"])
    #expect(
      issues.errors.first?.hasPrefix(
        "failed: Expectation failed: (actual → 2) == (expected → 1)") == true)
    #expect(issues.errors.first?.contains("StepChecksTests.swift:24") == true)
    #expect(world.entries.isEmpty, "the step after the failed check did not run")
  }

  /// A check that fails while the world is made fails the world, as a throw would: the first step
  /// carries it, at the `.feature` line, and the reports agree.
  @Test func aFailedExpectInTheWorldsInitializerFailsTheWorld() async throws {
    let fixture = try RunnerFixture(["checks.feature": Self.feature])
    let suite = FeatureSuite(steps: Self.steps(), paths: [fixture.folder.path], environment: [:]) {
      let port = 0
      #expect(port == 5432)
      return LogWorld()
    }
    let issues = await IssueCollector.recorded { await suite.run(suite.scenarios[1]) }
    #expect(issues.lines == ["checks.feature:8"])
    #expect(
      issues.errors.first?.hasPrefix(
        "failed: The world could not be made: Expectation failed: (port → 0) == 5432") == true)
  }

  /// A scenario whose first step starts a task that checks, and fails, only while the second runs.
  static let late = """
    Feature: Late

      Scenario: A task outlives its step
        Given a task that checks later
        And the task checks now
    """

  static func lateSteps(_ late: LateCheck) -> StepRegistry<LogWorld> {
    StepRegistry { steps in
      steps.given("a task that checks later") { _ in late.start() }
      steps.given("the task checks now") { _ in await late.release() }
    }
  }

  /// A check that fails in a task a step left running, after that step returned, is not lost (it
  /// was, matched by the scope of a step that had ended): the step running then carries it.
  @Test func aCheckThatFailsInATaskAStepLeftRunningFailsTheStepThenRunning() async throws {
    let fixture = try RunnerFixture(["late.feature": Self.late])
    let steps = Self.lateSteps(LateCheck())
    let suite = FeatureSuite(steps: steps, paths: [fixture.folder.path], environment: [:]) {
      LogWorld()
    }
    let issues = await IssueCollector.recorded { await suite.run(suite.scenarios[0]) }
    #expect(issues.lines == ["late.feature:5"])
    #expect(issues.errors.first?.contains("checked late") == true)
  }

  /// Under a command line's checks, which have a scope per step, such a check is an issue of the
  /// test, recorded where it failed, not lost.
  @Test @MainActor func aLateCheckUnderACommandLinesChecksIsAnIssueOfTheTest() async throws {
    let fixture = try RunnerFixture(["late.feature": Self.late])
    let steps = Self.lateSteps(LateCheck())
    let issues = await IssueCollector.recorded {
      _ = await StepChecks.swiftTesting.during {
        await RunCommand.main(
          arguments: [fixture.path("late.feature")], steps: steps, environment: [:],
          output: .memory(), errors: .memory()
        ) { LogWorld() }
      }
    }
    #expect(issues.errors == ["checked late"])
    #expect(issues.lines.count == 1)
    #expect(issues.lines.first?.hasPrefix("StepChecksTests.swift:") == true, "where it failed")
  }

  @Test func passingChecksLetTheScenarioGoOn() async throws {
    let fixture = try RunnerFixture(["checks.feature": Self.feature])
    let world = LogWorld()
    let suite = FeatureSuite(steps: Self.steps(), paths: [fixture.folder.path], environment: [:]) {
      world
    }
    await suite.run(suite.scenarios[1])
    #expect(world.entries == ["went on"])
  }

  @Test @MainActor func aCommandLineUnderSwiftTestingChecksFailsTheStep() async throws {
    let fixture = try RunnerFixture(["checks.feature": Self.feature])
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await StepChecks.swiftTesting.during {
      await RunCommand.main(
        arguments: [fixture.path("checks.feature") + ":3", "--no-color"], steps: Self.steps(),
        environment: [:], output: output, errors: errors
      ) { LogWorld() }
    }
    #expect(code == 1)
    #expect(output.text.contains("Expectation failed: (actual → 2) == (expected → 1)"))
    #expect(output.text.contains("1 scenario (1 failed)"))
  }
}

/// A task that a step starts and another lets go on, which then records a failed check.
final class LateCheck: Sendable {
  private let signal = AsyncStream<Void>.makeStream()
  private let task = Mutex<Task<Void, Never>?>(nil)

  /// Starts the task, which waits for ``release()``.
  func start() {
    let stream = signal.stream
    task.withLock { task in
      task = Task {
        for await _ in stream { break }
        #expect(Bool(false), "checked late")
      }
    }
  }

  /// Lets the task go on and waits until it has checked.
  func release() async {
    signal.continuation.yield()
    await task.withLock { $0 }?.value
  }
}
