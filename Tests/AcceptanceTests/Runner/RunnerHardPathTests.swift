import Acceptance
import Foundation
import Synchronization
import Testing

/// A world that cannot be made fails its scenario before any code runs with it (no hook, no step:
/// the first test step carries the error, the rest are skipped), and the run goes on.
@Suite("Runner: worlds that cannot be made")
struct RunnerWorldFailureTests {
  static let feature = """
    Feature: Worlds
      Scenario: Doomed
        Given step one
        When step two
      Scenario: Fine
        Given step one
    """

  static func steps(log: Box<[String]>) -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.step("step {word}") { (_, name: String) in log.value.append("step \(name)") }
    return steps
  }

  /// The first world (the one for `Doomed`) fails as `failure` says; the others are made.
  static func world(
    _ failure: @escaping @Sendable () async throws -> Void
  ) -> @Sendable () async throws -> LogWorld {
    let made = Box(0)
    return {
      made.value += 1
      if made.value == 1 { try await failure() }
      return LogWorld()
    }
  }

  @Test("a world that throws fails its scenario at the first step with the error; the next runs")
  func throwingWorld() async throws {
    let fixture = try RunnerFixture(["w.feature": Self.feature])
    let log = Box<[String]>([])
    let outcome = await fixture.run(
      Self.steps(log: log), world: Self.world { throw NoDatabase() })
    #expect(outcome.stepResults == ["step one: failed", "step two: skipped", "step one: passed"])
    #expect(outcome.results[0].message == "The world could not be made: no database on port 5432")
    #expect(log.value == ["step one"])
    #expect(outcome.summary.scenarios == [.failed: 1, .passed: 1])
    #expect(outcome.summary.steps == [.failed: 1, .skipped: 1, .passed: 1])
    #expect(outcome.summary.problems.isEmpty)
    #expect(outcome.summary.interruption == nil)
    #expect(!outcome.summary.passed)
    #expect(outcome.incompleteness.isEmpty)
    #expect(outcome.attempts == ["Doomed #0: failed", "Fine #0: passed"])
    #expect(outcome.output.contains("2 scenarios (1 failed, 1 passed)"))
  }

  @Test("a world whose making the run's interruption stops fails the first step with the reason")
  func worldStoppedByAnInterruption() async throws {
    let fixture = try RunnerFixture(["w.feature": Self.feature])
    let interruption = RunInterruption()
    let gate = Gate()
    defer { gate.open() }
    let outcome = await fixture.run(
      Self.steps(log: Box([])), interruption: interruption,
      world: Self.world {
        interruption.interrupt(.signal(SIGTERM))
        await gate.wait()
      })
    #expect(outcome.stepResults == ["step one: failed", "step two: skipped"])
    #expect(
      outcome.results[0].message
        == "The world could not be made: the run was interrupted by SIGTERM")
    #expect(outcome.summary.scenarios == [.failed: 1])
    #expect(outcome.summary.interruption == .signal(SIGTERM))
  }

  @Test("a scenario without steps or hooks makes no world, which it would not use")
  func noWorldForAnEmptyScenario() async throws {
    let fixture = try RunnerFixture([
      "w.feature": "Feature: Worlds\n  Scenario: Empty\n  Scenario: Fine\n    Given step one\n"
    ])
    let made = Box(0)
    let outcome = await fixture.run(Self.steps(log: Box([]))) {
      made.value += 1
      return LogWorld()
    }
    #expect(made.value == 1)
    #expect(outcome.attempts == ["Empty #0: passed", "Fine #0: passed"])
    #expect(outcome.summary.scenarios == [.passed: 2])
  }

  @Test(
    "no hook runs without a world: the first before hook fails with the error, after hooks skip")
  func hooksWithoutAWorld() async throws {
    let fixture = try RunnerFixture(["w.feature": Self.feature])
    let log = Box<[String]>([])
    var steps = Self.steps(log: log)
    steps.before { _, scenario in log.value.append("before \(scenario.name)") }
    steps.beforeStep { _, _ in log.value.append("beforeStep") }
    steps.afterStep { _, _ in log.value.append("afterStep") }
    steps.after { _, scenario in log.value.append("after \(scenario.name)") }
    let outcome = await fixture.run(steps, world: Self.world { throw NoDatabase() })
    #expect(
      log.value == ["before Fine", "beforeStep", "step one", "afterStep", "after Fine"])
    #expect(
      outcome.attemptSteps.prefix(4) == [
        "Doomed #0 Before: failed (The world could not be made: no database on port 5432)",
        "Doomed #0 step one: skipped", "Doomed #0 step two: skipped", "Doomed #0 After: skipped",
      ])
    #expect(outcome.summary.scenarios == [.failed: 1, .passed: 1])
    #expect(outcome.summary.steps == [.skipped: 2, .passed: 1])
    #expect(outcome.incompleteness.isEmpty)
  }

  @Test("the messages of a run whose first world throws are complete and name the error")
  func messagesOfAThrowingWorld() async throws {
    let fixture = try RunnerFixture(["w.feature": Self.feature])
    let messages = try await fixture.messages(
      Self.steps(log: Box([])), world: Self.world { throw NoDatabase() })
    let envelopes = messages.compactMap { $0 as? [String: [String: Any]] }
    func all(_ type: String) -> [[String: Any]] { envelopes.compactMap { $0[type] } }
    #expect(all("testCaseStarted").count == 2)
    #expect(all("testCaseFinished").count == 2)
    #expect(all("testStepStarted").count == 3)
    #expect(all("testStepFinished").count == 3)
    let results = all("testStepFinished").compactMap { $0["testStepResult"] as? [String: Any] }
    #expect(results.map { $0["status"] as? String } == ["FAILED", "SKIPPED", "PASSED"])
    #expect(
      results.first?["message"] as? String
        == "The world could not be made: no database on port 5432")
    #expect(envelopes.last?.keys.first == "testRunFinished")
    #expect(all("testRunFinished").first?["success"] as? Bool == false)
  }

  @Test("with --retry 1, a world that throws once is made afresh and the scenario passes")
  func throwingWorldIsRetried() async throws {
    let fixture = try RunnerFixture(["w.feature": Self.feature])
    var options = RunOptions()
    options.retry = 1
    let outcome = await fixture.run(
      Self.steps(log: Box([])), options: options, world: Self.world { throw NoDatabase() })
    #expect(
      outcome.attempts == [
        "Doomed #0: failed (retried)", "Doomed #1: passed", "Fine #0: passed",
      ])
    #expect(outcome.summary.scenarios == [.passed: 2])
    #expect(outcome.summary.passed)
    #expect(outcome.incompleteness.isEmpty)
  }

  /// How a world's initializer never returns.
  enum Hang: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// It awaits something that never comes, and stops when cancelled.
    case sleeps
    /// It loops until it sees that it was cancelled.
    case pollsForCancellation
    /// It awaits something that cancellation does not end (until the test ends it).
    case ignoresCancellation

    var testDescription: String { rawValue }

    func hang(until gate: Gate) async throws {
      switch self {
      case .sleeps: try await Task.sleep(for: .seconds(3600))
      case .pollsForCancellation:
        while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        throw CancellationError()
      case .ignoresCancellation: await gate.wait()
      }
    }
  }

  @Test(
    "a world that never returns fails its scenario after the step timeout; the run goes on",
    arguments: Hang.allCases)
  func hangingWorld(hang: Hang) async throws {
    let fixture = try RunnerFixture(["w.feature": Self.feature])
    let gate = Gate()
    defer { gate.open() }
    let log = Box<[String]>([])
    var steps = Self.steps(log: log)
    steps.after { _, scenario in log.value.append("after \(scenario.name)") }
    var options = RunOptions()
    options.stepTimeout = .seconds(2)
    // The world hangs until the test ends: a long grace period, so that the next scenario has
    // time to pass on a busy machine before the watchdog would stop the run.
    options.stuckStepGrace = .seconds(60)
    let outcome = await fixture.run(
      steps, options: options, world: Self.world { try await hang.hang(until: gate) })
    #expect(
      outcome.attemptSteps == [
        "Doomed #0 step one: failed (The world could not be made: timed out after 2.0s)",
        "Doomed #0 step two: skipped", "Doomed #0 After: skipped", "Fine #0 step one: passed",
        "Fine #0 After: passed",
      ])
    #expect(log.value == ["step one", "after Fine"])
    #expect(outcome.summary.scenarios == [.failed: 1, .passed: 1])
    #expect(outcome.summary.steps == [.failed: 1, .skipped: 1, .passed: 1])
    #expect(outcome.summary.interruption == nil)
    #expect(outcome.summary.problems.isEmpty)
    #expect(outcome.incompleteness.isEmpty)
  }

  @Test(
    "a world or hook still running long after its timeout stops the run with a message naming it",
    arguments: [true, false])
  func stuckWorldOrHook(isWorld: Bool) async throws {
    // Enough slow scenarios to outlast the grace period on a busy machine; the run stops long
    // before their end.
    let slow = (1...100).map { "  Scenario: Slow \($0)\n    Given a slow step\n" }.joined()
    let fixture = try RunnerFixture([
      "f.feature": "Feature: F\n  @stuck\n  Scenario: Stuck\n    Given a slow step\n" + slow
    ])
    let gate = Gate()
    defer { gate.open() }
    var steps = StepRegistry<LogWorld>()
    steps.given("a slow step") { _ in try await Task.sleep(for: .milliseconds(50)) }
    if !isWorld { steps.before("@stuck") { _, _ in await gate.wait() } }
    var options = RunOptions()
    // Above a second, so that the grace period (as long as the timeout) holds on a busy machine.
    options.stepTimeout = .seconds(2)
    let outcome = await fixture.run(
      steps, options: options, world: Self.world { if isWorld { await gate.wait() } })
    let place = "\(fixture.path("f.feature")):3"
    let expected =
      (isWorld
        ? "the world of \(place) (Stuck) was not made within 2.0s and was still being made 2.0s "
          + "later: it"
        : "the step at \(place) (Before) timed out after 2.0s and was still running 2.0s later: "
          + "its code")
      + " does not stop when cancelled (check Task.isCancelled in long loops), so the run stops here"
    #expect(outcome.summary.interruption == .stuckStep(expected))
    #expect(outcome.summary.problems == [RunProblem(expected)])
    #expect(
      outcome.attemptSteps.first
        == (isWorld
          ? "Stuck #0 a slow step: failed (The world could not be made: timed out after 2.0s)"
          : "Stuck #0 Before: failed (timed out after 2.0s)"))
    #expect(outcome.scenarioOrder.count < 101, "the scenarios after the grace period do not run")
    #expect(outcome.results.last?.message == expected)
    #expect(outcome.incompleteness.isEmpty)
  }
}

/// A step that times out is one failed attempt like any other: `--retry` runs the scenario again,
/// and parallel workers neither wait for it nor report anything twice.
@Suite("Runner: timeouts under --retry and --parallel")
struct RunnerTimeoutRetryTests {
  static let feature = """
    Feature: Timeouts
      Scenario: Flaky
        Given a step that times out once
        And a quick step
      Scenario: Hopeless
        Given a step that always times out
        And a quick step
      Scenario: Quick 1
        Given a quick step
      Scenario: Quick 2
        Given a quick step
    """

  static func steps() -> StepRegistry<LogWorld> {
    let calls = Box(0)
    var steps = StepRegistry<LogWorld>()
    steps.given("a step that times out once") { _ in
      calls.value += 1
      if calls.value == 1 { try await Task.sleep(for: .seconds(3600)) }
    }
    steps.given("a step that always times out") { _ in try await Task.sleep(for: .seconds(3600)) }
    steps.given("a quick step") { _ in }
    return steps
  }

  static let timeout = "timed out after 0.2s"

  func run(retry: Int, parallel: Int = 1) async throws -> RunOutcome {
    let fixture = try RunnerFixture(["t.feature": Self.feature])
    var options = RunOptions()
    options.retry = retry
    options.parallel = parallel
    options.stepTimeout = .milliseconds(200)
    return await fixture.run(Self.steps(), options: options)
  }

  @Test("a step that times out once and then passes makes a flaky scenario that passes")
  func flakyTimeout() async throws {
    let outcome = try await run(retry: 1)
    let flaky = outcome.attemptSteps.filter { $0.hasPrefix("Flaky") }
    #expect(
      flaky == [
        "Flaky #0 a step that times out once: failed (\(Self.timeout))",
        "Flaky #0 a quick step: skipped",
        "Flaky #1 a step that times out once: passed", "Flaky #1 a quick step: passed",
      ])
    #expect(outcome.attempts.prefix(2) == ["Flaky #0: failed (retried)", "Flaky #1: passed"])
    let timedOut = try #require(outcome.results.first)
    #expect(timedOut.duration >= .milliseconds(200), "it ran until it timed out")
    #expect(timedOut.errorType == nil)
    #expect(outcome.output.contains("Scenario: Flaky (attempt 2)"))
    #expect(outcome.incompleteness.isEmpty)
  }

  @Test("a step that times out on every attempt fails the scenario after retry + 1 attempts")
  func hopelessTimeout() async throws {
    let outcome = try await run(retry: 2)
    let hopeless = outcome.attemptSteps.filter { $0.hasPrefix("Hopeless") }
    #expect(
      hopeless
        == (0...2).flatMap { attempt in
          [
            "Hopeless #\(attempt) a step that always times out: failed (\(Self.timeout))",
            "Hopeless #\(attempt) a quick step: skipped",
          ]
        })
    #expect(
      outcome.attempts == [
        "Flaky #0: failed (retried)", "Flaky #1: passed", "Hopeless #0: failed (retried)",
        "Hopeless #1: failed (retried)", "Hopeless #2: failed", "Quick 1 #0: passed",
        "Quick 2 #0: passed",
      ])
    let timedOut = outcome.events.compactMap { event -> Duration? in
      guard case .testStepFinished(let attempt, _, let result) = event,
        attempt.testCase.pickle.name == "Hopeless", result.status == .failed
      else { return nil }
      return result.duration
    }
    #expect(timedOut.count == 3)
    #expect(timedOut.allSatisfy { $0 >= .milliseconds(200) })
    #expect(outcome.summary.scenarios == [.passed: 3, .failed: 1])
    #expect(outcome.summary.steps == [.passed: 4, .failed: 1, .skipped: 1])
    #expect(!outcome.summary.passed)
    #expect(outcome.summary.interruption == nil)
    #expect(outcome.incompleteness.isEmpty)
  }

  @Test("--parallel 2: a timed-out step fails only its scenario; nothing waits for its code")
  func parallelTimeout() async throws {
    let fixture = try RunnerFixture([
      "p.feature": """
      Feature: Parallel
        Scenario: Hanging
          Given a step that hangs until the run ends
        Scenario: Quick 1
          Given a quick step
        Scenario: Quick 2
          Given a quick step
        Scenario: Quick 3
          Given a quick step
      """
    ])
    let gate = Gate()
    defer { gate.open() }
    let hangEnded = Box(false)
    var steps = StepRegistry<LogWorld>()
    steps.given("a step that hangs until the run ends") { _ in
      // Cancellation does not end it: only the test does, once the run has returned (or the
      // gate's limit, should the run wait for it).
      await gate.wait()
      hangEnded.value = true
    }
    steps.given("a quick step") { _ in }
    var options = RunOptions()
    options.parallel = 2
    options.stepTimeout = .seconds(2)
    // The step hangs until the test ends: a long grace period, so that the other scenarios have
    // time to pass on a busy machine before the watchdog would stop the run.
    options.stuckStepGrace = .seconds(60)
    let outcome = await fixture.run(steps, options: options)
    #expect(!hangEnded.value, "the run ended while the timed-out step still hung")
    #expect(
      outcome.attemptSteps == [
        "Hanging #0 a step that hangs until the run ends: failed (timed out after 2.0s)",
        "Quick 1 #0 a quick step: passed", "Quick 2 #0 a quick step: passed",
        "Quick 3 #0 a quick step: passed",
      ])
    #expect(
      outcome.attempts == [
        "Hanging #0: failed", "Quick 1 #0: passed", "Quick 2 #0: passed", "Quick 3 #0: passed",
      ])
    #expect(outcome.summary.scenarios == [.failed: 1, .passed: 3])
    #expect(outcome.summary.steps == [.failed: 1, .passed: 3])
    #expect(outcome.summary.interruption == nil)
    #expect(outcome.summary.problems.isEmpty)
    #expect(outcome.incompleteness.isEmpty)
  }

  @Test("--parallel 2 --retry 1: each scenario's attempts are reported once, in order")
  func parallelTimeoutWithRetry() async throws {
    let outcome = try await run(retry: 1, parallel: 2)
    #expect(
      outcome.attempts == [
        "Flaky #0: failed (retried)", "Flaky #1: passed", "Hopeless #0: failed (retried)",
        "Hopeless #1: failed", "Quick 1 #0: passed", "Quick 2 #0: passed",
      ])
    let timingOut: [String] = outcome.attemptSteps.filter { $0.contains("times out") }
    #expect(
      timingOut == [
        "Flaky #0 a step that times out once: failed (\(Self.timeout))",
        "Flaky #1 a step that times out once: passed",
        "Hopeless #0 a step that always times out: failed (\(Self.timeout))",
        "Hopeless #1 a step that always times out: failed (\(Self.timeout))",
      ])
    #expect(outcome.summary.scenarios == [.passed: 3, .failed: 1])
    #expect(outcome.summary.steps == [.passed: 4, .failed: 1, .skipped: 1])
    #expect(outcome.summary.interruption == nil)
    #expect(outcome.incompleteness.isEmpty)
    #expect(outcome.output.contains("4 scenarios (1 failed, 3 passed)"))
  }

  @Test(
    "--parallel 2: a step stuck past its timeout stops the run, naming it, as a serial run does")
  func parallelStuckStep() async throws {
    // Enough slow scenarios to outlast the grace period on a busy machine; the run stops long
    // before their end.
    let slow = (1...100).map { "  Scenario: Slow \($0)\n    Given a slow step\n" }.joined()
    let fixture = try RunnerFixture([
      "f.feature": "Feature: F\n  Scenario: Stuck\n    Given a stuck step\n" + slow
    ])
    let gate = Gate()
    defer { gate.open() }
    var steps = StepRegistry<LogWorld>()
    steps.given("a stuck step") { _ in await gate.wait() }
    steps.given("a slow step") { _ in try await Task.sleep(for: .milliseconds(50)) }
    var options = RunOptions()
    options.parallel = 2
    options.stepTimeout = .milliseconds(200)
    let outcome = await fixture.run(steps, options: options)
    let expected =
      "the step at \(fixture.path("f.feature")):2 (a stuck step) timed out after 0.2s and was "
      + "still running 1.0s later: its code does not stop when cancelled (check Task.isCancelled "
      + "in long loops), so the run stops here"
    #expect(outcome.summary.interruption == .stuckStep(expected))
    #expect(outcome.summary.problems == [RunProblem(expected)])
    #expect(outcome.attemptSteps.first == "Stuck #0 a stuck step: failed (timed out after 0.2s)")
    #expect(outcome.scenarioOrder.count < 101, "the scenarios after the grace period do not run")
    #expect(outcome.incompleteness.isEmpty)
  }
}

/// The error of a world that cannot be made.
private struct NoDatabase: Error, CustomStringConvertible {
  var description: String { "no database on port 5432" }
}

/// What a world's initializer or a step awaits without regard to cancellation, until the test
/// opens it, or `limit` passes: a runner that wrongly waits for such code then fails the test (the
/// code ends during the run, or the run is interrupted) instead of hanging it.
final class Gate: Sendable {
  private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))
  private let timer = Mutex<Task<Void, Never>?>(nil)

  init(opensAfter limit: Duration = .seconds(30)) {
    let timer = Task { [weak self] in
      try? await Task.sleep(for: limit)
      if !Task.isCancelled { self?.open() }
    }
    self.timer.withLock { $0 = timer }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.open { state.waiting.append(continuation) }
        return state.open
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    timer.withLock { $0?.cancel() }
    let waiting = state.withLock { state in
      state.open = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

extension RunOutcome {
  /// Each finished attempt as `Scenario #attempt: status`, `(retried)` when it will be.
  var attempts: [String] {
    events.compactMap { event in
      guard case .testCaseFinished(let attempt, let status, let willBeRetried) = event else {
        return nil
      }
      let retried = willBeRetried ? " (retried)" : ""
      return "\(attempt.testCase.pickle.name) #\(attempt.attempt): \(status.rawValue)\(retried)"
    }
  }

  /// Each finished test step (hooks too) as `Scenario #attempt text: status`, with the message of
  /// a failure.
  var attemptSteps: [String] {
    events.compactMap { event in
      guard case .testStepFinished(let attempt, let step, let result) = event else { return nil }
      let message = result.status == .failed ? " (\(result.message ?? ""))" : ""
      return "\(attempt.testCase.pickle.name) #\(attempt.attempt) \(step.text): "
        + "\(result.status.rawValue)\(message)"
    }
  }

  /// What makes the events incomplete: a run that does not start and finish once, an attempt
  /// that does not finish once or repeats an id, a step that does not finish once in its attempt.
  var incompleteness: [String] {
    var problems: [String] = []
    if case .runStarted = events.first {
    } else {
      problems.append("the first event is not runStarted")
    }
    if case .runFinished = events.last {
    } else {
      problems.append("the last event is not runFinished")
    }
    var open: [String: Set<String>] = [:]
    var finished = Set<String>()
    for event in events {
      switch event {
      case .testCaseStarted(let attempt):
        if open[attempt.id] != nil || finished.contains(attempt.id) {
          problems.append("attempt \(attempt.id) started twice")
        }
        open[attempt.id] = []
      case .testStepStarted(let attempt, let step):
        if open[attempt.id]?.insert(step.id).inserted != true {
          problems.append("step \(step.id) started outside its attempt or twice")
        }
      case .testStepFinished(let attempt, let step, _):
        if open[attempt.id]?.remove(step.id) == nil {
          problems.append("step \(step.id) finished without starting")
        }
      case .testCaseFinished(let attempt, _, _):
        guard let steps = open.removeValue(forKey: attempt.id) else {
          problems.append("attempt \(attempt.id) finished without starting")
          continue
        }
        if !steps.isEmpty { problems.append("attempt \(attempt.id) left steps unfinished") }
        finished.insert(attempt.id)
      default: break
      }
    }
    problems += open.keys.map { "attempt \($0) never finished" }
    return problems
  }
}
