import Acceptance
import Foundation
import Testing

/// A run stopped early (a signal, a step stuck past its timeout) ends with its reports complete:
/// the running scenario failed where it stopped, the rest of it skipped, no later scenario started.
@Suite("Run interruption and stuck steps")
struct RunInterruptionTests {
  static let feature = """
    Feature: F
      Scenario: First
        Given step one
        And step two
        And step three
      Scenario: Second
        Given step one
    """

  @Test func aSignalDuringAStepFailsItSkipsTheRestAndStartsNothingElse() async throws {
    let fixture = try RunnerFixture(["f.feature": Self.feature])
    let interruption = RunInterruption()
    var steps = StepRegistry<LogWorld>()
    steps.given("step one") { _ in }
    steps.given("step two") { _ in
      interruption.interrupt(.signal(SIGTERM))
      try await Task.sleep(for: .seconds(3600))
    }
    steps.given("step three") { _ in }
    let outcome = await fixture.run(steps, interruption: interruption)
    #expect(
      outcome.stepResults == ["step one: passed", "step two: failed", "step three: skipped"])
    #expect(outcome.scenarioOrder == ["First"])
    #expect(outcome.results[1].message == "the run was interrupted by SIGTERM")
    #expect(outcome.summary.interruption == .signal(SIGTERM))
    #expect(outcome.summary.problems == [RunProblem("the run was interrupted by SIGTERM")])
    #expect(!outcome.summary.passed)
  }

  /// The retry was announced (`willBeRetried`): it runs, fails at once with the reason, and the
  /// scenario counts as failed, in the summary and the rerun file.
  @Test func aSignalAfterAnAttemptThatWillBeRetriedFailsTheRetryAtOnce() async throws {
    let fixture = try RunnerFixture(["f.feature": Self.feature])
    let interruption = RunInterruption()
    let made = Box(0)
    var steps = StepRegistry<LogWorld>()
    steps.given("step one") { _ in throw StepFailure("no") }
    steps.given("step two") { _ in }
    steps.given("step three") { _ in }
    var options = RunOptions()
    options.retry = 2
    let rerun = TextOutput.memory()
    let outcome = await fixture.run(
      steps, options: options, interruption: interruption,
      reporters: [InterruptionAfterAnAnnouncedRetry(interruption), RerunReporter(output: rerun)]
    ) {
      made.value += 1
      return LogWorld()
    }
    #expect(outcome.attempts == ["First #0: failed (retried)", "First #1: failed"])
    #expect(
      outcome.stepResults == [
        "step one: failed", "step two: skipped", "step three: skipped",
        "step one: failed", "step two: skipped", "step three: skipped",
      ])
    #expect(outcome.results[3].message == "the run was interrupted by SIGINT")
    #expect(made.value == 1, "a world was made for the attempt after the interruption")
    #expect(outcome.summary.scenarios == [.failed: 1])
    #expect(outcome.summary.interruption == .signal(SIGINT))
    #expect(rerun.text == "\(fixture.path("f.feature")):2\n")
  }

  @Test func aSignalBetweenStepsFailsTheNextStep() async throws {
    let fixture = try RunnerFixture(["f.feature": Self.feature])
    let interruption = RunInterruption()
    var steps = StepRegistry<LogWorld>()
    steps.given("step one") { _ in interruption.interrupt(.signal(SIGINT)) }
    steps.given("step two") { _ in }
    steps.given("step three") { _ in }
    let outcome = await fixture.run(steps, interruption: interruption)
    #expect(
      outcome.stepResults == ["step one: passed", "step two: failed", "step three: skipped"])
    #expect(outcome.results[1].message == "the run was interrupted by SIGINT")
    #expect(outcome.scenarioOrder == ["First"])
  }

  @Test func aTimedOutStepReportsHowLongItRan() async throws {
    let fixture = try RunnerFixture(["f.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("step one") { _ in try await Task.sleep(for: .seconds(3600)) }
    steps.given("step two") { _ in }
    steps.given("step three") { _ in }
    var options = RunOptions()
    options.stepTimeout = .milliseconds(100)
    let outcome = await fixture.run(steps, options: options)
    let timedOut = try #require(outcome.results.first)
    #expect(timedOut.message == "timed out after 0.1s")
    #expect(timedOut.duration >= .milliseconds(100))
    #expect(outcome.scenarioOrder == ["First", "Second"])
  }

  /// The grace period is the timeout again, or ``RunOptions/stuckStepGrace`` when that is longer.
  /// One case at a time: the stuck step spins on a thread of the global pool until the run stops,
  /// and two at once would hold both of a two-core machine's, which the watchdogs need.
  @Test(
    .serialized,
    arguments: [
      (Duration.seconds(2), Duration.seconds(1), "after 2.0s and was still running 2.0s later"),
      (.milliseconds(100), .milliseconds(1500), "after 0.1s and was still running 1.5s later"),
    ])
  func aStepStuckPastItsTimeoutStopsTheRunNamingIt(
    timeout: Duration, grace: Duration, times: String
  ) async throws {
    // Enough slow scenarios to outlast the grace period on a busy machine; the run stops long
    // before their end.
    let slow = (1...100).map { "  Scenario: Slow \($0)\n    Given a slow step\n" }.joined()
    let fixture = try RunnerFixture([
      "f.feature": "Feature: F\n  Scenario: Stuck\n    Given a stuck step\n" + slow
    ])
    let interruption = RunInterruption()
    var steps = StepRegistry<LogWorld>()
    steps.given("a stuck step") { _ in
      // CPU work that never checks for cancellation; it ends once the run has stopped (or after a
      // minute), so that the test process gets its thread back.
      let end = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < end, !interruption.isStopped {}
    }
    steps.given("a slow step") { _ in try await Task.sleep(for: .milliseconds(50)) }
    var options = RunOptions()
    // Grace periods above a second, so that they hold on a busy machine.
    options.stepTimeout = timeout
    options.stuckStepGrace = grace
    let outcome = await fixture.run(steps, options: options, interruption: interruption)
    guard case .stuckStep(let message) = outcome.summary.interruption else {
      Issue.record("expected a stuck step, got \(String(describing: outcome.summary.interruption))")
      return
    }
    #expect(
      message.hasPrefix(
        "the step at \(fixture.path("f.feature")):2 (a stuck step) timed out \(times)"))
    #expect(message.contains("does not stop when cancelled"))
    #expect(
      outcome.scenarioOrder.count < 101, "the scenarios after the stuck step's grace do not run")
    #expect(outcome.results.last?.status == .failed)
    #expect(outcome.results.last?.message == message)
  }
}

/// Interrupts the run, as a signal would, the moment an attempt ends that will be retried.
private final class InterruptionAfterAnAnnouncedRetry: SynchronousRunReporter {
  let interruption: RunInterruption
  init(_ interruption: RunInterruption) { self.interruption = interruption }
  var needsWholePlan: Bool { false }
  func handle(_ event: RunEvent) {
    if case .testCaseFinished(_, _, willBeRetried: true) = event {
      interruption.interrupt(.signal(SIGINT))
    }
  }
}

extension RunInterruption {
  /// Whether the run was stopped, for steps in tests that wait for it.
  fileprivate var isStopped: Bool { reason != nil }
}
