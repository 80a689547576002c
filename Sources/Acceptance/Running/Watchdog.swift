import Synchronization

/// Fails a step that runs longer than the step timeout, without a task or timer per step.
///
/// The steps of a run execute in one worker task. Before a step's code runs, the worker tells the
/// watchdog where it is (``begin(_:generation:at:)``) and afterwards that it is done (``end(generation:)``).
/// A ticker checks the running step's deadline; when it passes, the watchdog gives up on the worker
/// (its generation ends), and ``race(_:)`` returns where it stopped, so that the caller can report the
/// step as timed out and start a new worker after it. A step that never returns is left behind; when
/// one does return late, `end` tells its worker to stop without reporting anything.
final class Watchdog: Sendable {
  /// Where a worker is: a test case and a step in it (`-1` while the world is being made).
  struct Position: Sendable, Equatable {
    var testCase: Int
    var step: Int
  }

  /// How a race ended.
  enum Outcome: Sendable, Equatable {
    /// The worker finished its work.
    case finished
    /// The step at this position overran the limit; the worker was abandoned.
    case timedOut(Position)
  }

  private struct State {
    var generation = 0
    var waiter: CheckedContinuation<Outcome, Never>?
    var active: (position: Position, deadline: ContinuousClock.Instant)?
    /// The worker of the current generation, cancelled when it is given up on.
    var worker: Task<Void, Never>?
  }

  /// The time a step may take.
  let limit: Duration
  private let state = Mutex(State())
  private let clock = ContinuousClock()

  init(limit: Duration) { self.limit = limit }

  /// Runs `work` in a worker task and waits until it finishes or one of its steps overruns.
  /// `work` receives its generation, to pass to ``begin(_:generation:at:)`` and ``end(generation:)``.
  func race(_ work: @escaping @Sendable (_ generation: Int) async -> Void) async -> Outcome {
    let ticker = Task { await self.tick() }
    defer { ticker.cancel() }
    return await withCheckedContinuation { continuation in
      let generation = state.withLock { state in
        state.generation += 1
        state.waiter = continuation
        state.active = nil
        return state.generation
      }
      let worker = Task {
        await work(generation)
        self.finish(generation)
      }
      state.withLock { state in
        if state.generation == generation { state.worker = worker }
      }
    }
  }

  /// Starts the clock on the step at `position`, which started at `start`.
  func begin(_ position: Position, generation: Int, at start: ContinuousClock.Instant) {
    let deadline = start.advanced(by: limit)
    state.withLock { state in
      guard state.generation == generation else { return }
      state.active = (position, deadline)
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
      guard state.generation == generation else { return nil }
      defer {
        state.waiter = nil
        state.worker = nil
      }
      return state.waiter
    }
    waiter?.resume(returning: .finished)
  }

  private func tick() async {
    let interval = min(max(limit / 10, .milliseconds(1)), .milliseconds(100))
    while !Task.isCancelled {
      try? await Task.sleep(for: interval)
      let now = clock.now
      let expired: (CheckedContinuation<Outcome, Never>, Position, Task<Void, Never>?)? =
        state.withLock { state in
          guard let active = state.active, now >= active.deadline, let waiter = state.waiter
          else { return nil }
          state.generation += 1
          state.active = nil
          state.waiter = nil
          defer { state.worker = nil }
          return (waiter, active.position, state.worker)
        }
      if let (waiter, position, worker) = expired {
        // A step that honours cancellation (a sleep, a cancellable request) stops using the world.
        worker?.cancel()
        waiter.resume(returning: .timedOut(position))
      }
    }
  }
}

extension Duration {
  /// The duration in seconds with up to three decimals: `1.5s`, `0.002s`.
  var formatted: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    return "\(Double(milliseconds) / 1000)s"
  }
}
