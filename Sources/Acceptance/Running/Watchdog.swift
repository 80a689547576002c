import Gherkin
import Synchronization
import VirtualTime

/// Fails a step that runs longer than the step timeout, without a task or timer per step.
///
/// The steps of a run execute in one worker task. Before a step's code runs, the worker tells the
/// watchdog where it is (``begin(_:generation:at:)``) and afterwards that it is done
/// (``end(generation:)``). ``WatchdogTicker`` checks the running step's deadline; when it passes,
/// the watchdog gives up on the worker (its generation ends), and ``race(_:)`` returns where it
/// stopped, so that the caller can report the step as timed out and start a new worker after it. A
/// step that never returns is left behind; when one does return late, `end` tells its worker to
/// stop without reporting anything.
///
/// A step left behind that is still running one more limit later (at least `leastGrace`) ignores
/// cancellation, and would slow every later scenario; the watchdog then interrupts the run with a
/// message naming it. An interruption (a signal) gives up on the running step the same way, as
/// ``Outcome/interrupted(_:after:)``.
final class Watchdog: Sendable {
  /// Where a worker is: a test case and a step in it (`-1` while the world is being made).
  struct Position: Sendable {
    var testCase: TestCase
    var step: Int
  }

  /// How a race ended.
  enum Outcome: Sendable {
    /// The worker finished its work.
    case finished
    /// The step at this position overran the limit after running this long; the worker was
    /// abandoned.
    case timedOut(Position, after: Duration)
    /// The run was interrupted while the step at this position had run this long; the worker was
    /// abandoned.
    case interrupted(Position, after: Duration)
  }

  /// The step a worker is running.
  private struct Active {
    var position: Position
    var start: ContinuousClock.Instant
    var deadline: ContinuousClock.Instant
    var limit: Duration
  }

  /// A worker given up on after a timeout: where it was, when, and the limit it overran.
  private struct Abandoned {
    var position: Position
    var at: ContinuousClock.Instant
    var limit: Duration
  }

  private struct State {
    var generation = 0
    var waiter: CheckedContinuation<Outcome, Never>?
    var active: Active?
    /// The worker of the current generation, cancelled when it is given up on.
    var worker: Task<Void, Never>?
    /// Workers given up on after a timeout that have not returned yet, by generation.
    var abandoned: [Int: Abandoned] = [:]
    /// The thread offered to the workers' worlds (``ScenarioExecutor/current``); a new one after a
    /// worker is given up on, since the step left behind may still hold it.
    var executor: ScenarioExecutor?
  }

  /// The time a step may take, unless its scenario has a limit of its own.
  let limit: Duration
  /// The least time a step given up on may keep running before the run stops.
  let leastGrace: Duration
  /// What stops the run early; the watchdog also sets it when a step is stuck.
  let interruption: RunInterruption
  private let state = Mutex(State())

  /// Where the threads offered to the workers come from.
  private let executors: ScenarioExecutor.Pool

  init(
    limit: Duration, leastGrace: Duration = .seconds(1), interruption: RunInterruption,
    executors: ScenarioExecutor.Pool = .shared
  ) {
    self.limit = limit
    self.leastGrace = leastGrace
    self.interruption = interruption
    self.executors = executors
  }

  /// How long a step given up on after `limit` may keep running before the run stops: the limit
  /// again, at least ``leastGrace``.
  private func grace(after limit: Duration) -> Duration { max(limit, leastGrace) }

  /// Runs `work` in a worker task and waits until it finishes or one of its steps overruns.
  /// `work` receives its generation, to pass to ``begin(_:generation:at:)`` and ``end(generation:)``.
  func race(_ work: @escaping @Sendable (_ generation: Int) async -> Void) async -> Outcome {
    WatchdogTicker.shared.add(self)
    defer { WatchdogTicker.shared.remove(self) }
    return await withCheckedContinuation { continuation in
      let (generation, executor) = state.withLock { state in
        state.generation += 1
        state.waiter = continuation
        state.active = nil
        let executor = state.executor ?? executors.take()
        state.executor = executor
        return (state.generation, executor)
      }
      let worker = Task {
        await ScenarioExecutor.$offered.withValue(executor) { await work(generation) }
        self.finish(generation)
      }
      // A worker given up on before it was stored here (its step overran at once) is cancelled
      // now, as the ticker would have cancelled it.
      let givenUp = state.withLock { state in
        if state.generation == generation { state.worker = worker }
        return state.generation != generation
      }
      if givenUp { worker.cancel() }
    }
  }

  /// Gives the thread offered to the workers back to its pool for other scenarios, once their work
  /// is done.
  func returnExecutor() {
    let executor = state.withLock { state in
      defer { state.executor = nil }
      return state.executor
    }
    if let executor { executors.give(executor) }
  }

  /// Starts the clock on the step at `position`, which started at `start` and may take `limit`.
  func begin(
    _ position: Position, limit: Duration, generation: Int, at start: ContinuousClock.Instant
  ) {
    state.withLock { state in
      guard state.generation == generation else { return }
      state.active = Active(
        position: position, start: start, deadline: start.advanced(by: limit), limit: limit)
    }
  }

  /// Stops the clock; `false` when the step already timed out and the worker must stop.
  func end(generation: Int) -> Bool {
    state.withLock { state in
      guard state.generation == generation else { return false }
      state.active = nil
      return true
    }
  }

  private func finish(_ generation: Int) {
    let waiter: CheckedContinuation<Outcome, Never>? = state.withLock { state in
      state.abandoned[generation] = nil
      guard state.generation == generation else { return nil }
      defer {
        state.waiter = nil
        state.worker = nil
      }
      return state.waiter
    }
    waiter?.resume(returning: .finished)
  }

  /// How often ``WatchdogTicker`` checks this watchdog while it races: a tenth of the limit,
  /// between 1 and 100 ms.
  var tickInterval: Duration { min(max(limit / 10, .milliseconds(1)), .milliseconds(100)) }

  /// What ``WatchdogTicker`` does at each tick: interrupts the run if a step given up on is stuck,
  /// and gives up on the running step if its deadline has passed or the run is interrupted.
  func check(at now: ContinuousClock.Instant) {
    if let stuck = stuckStep(now) {
      interruption.interrupt(.stuckStep(stuck))
    }
    let interrupted = interruption.isInterrupted
    let expired: (CheckedContinuation<Outcome, Never>, Outcome, Task<Void, Never>?)? =
      state.withLock { state in
        guard let active = state.active, let waiter = state.waiter,
          interrupted || now >= active.deadline
        else { return nil }
        let ran = now - active.start
        let outcome: Outcome =
          interrupted
          ? .interrupted(active.position, after: ran) : .timedOut(active.position, after: ran)
        if !interrupted {
          state.abandoned[state.generation] = Abandoned(
            position: active.position, at: now, limit: active.limit)
        }
        state.generation += 1
        state.active = nil
        state.waiter = nil
        state.executor = nil
        defer { state.worker = nil }
        return (waiter, outcome, state.worker)
      }
    if let (waiter, outcome, worker) = expired {
      // A step that honours cancellation (a sleep, a cancellable request) stops using the world.
      worker?.cancel()
      waiter.resume(returning: outcome)
    }
  }

  /// The message for a step given up on that still runs past the grace period, if any.
  private func stuckStep(_ now: ContinuousClock.Instant) -> String? {
    let stuck = state.withLock { state in
      state.abandoned.values.first { now - $0.at >= grace(after: $0.limit) }
    }
    return stuck.map { stuck in
      let (step, limit, grace) = (stuck.position.step, stuck.limit, grace(after: stuck.limit))
      let place = Self.describe(stuck.position)
      let what =
        step < 0
        ? "the world of \(place) was not made within \(limit.formatted) and was still "
          + "being made \(grace.formatted) later: it"
        : "the step at \(place) timed out after \(limit.formatted) and was still "
          + "running \(grace.formatted) later: its code"
      return what
        + " does not stop when cancelled (check Task.isCancelled in long loops), so the run stops here"
    }
  }

  /// "login.feature:12 (the user sees Home)": the step's text, the hook's name, or the scenario's
  /// name while its world is being made.
  private static func describe(_ position: Position) -> String {
    let (testCase, step) = (position.testCase, position.step)
    let what = step >= 0 ? testCase.steps[step].text : testCase.pickle.name
    return "\(testCase.pickle.uri):\(testCase.line) (\(what))"
  }
}
