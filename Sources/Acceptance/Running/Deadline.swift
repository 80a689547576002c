import Synchronization

/// Runs an async body against a deadline in real time, so that a hanging step fails instead of
/// hanging the run.
///
/// The body runs in a task of its own; when the deadline passes first, the task is cancelled and left
/// behind, and ``TimedOut`` is thrown at once, whether or not the body honours cancellation.
enum Deadline {
  /// The error thrown when the body did not finish in time.
  struct TimedOut: Error, CustomStringConvertible {
    /// The time the body was given.
    let limit: Duration

    var description: String { "timed out after \(limit.formatted)" }
  }

  /// The result of `body`, or ``TimedOut`` after `limit`.
  static func run<Value: Sendable>(
    limit: Duration,
    _ body: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let outcome = Once<Result<Value, any Error>>()
    let work = Task {
      do {
        outcome.resolve(.success(try await body()))
      } catch {
        outcome.resolve(.failure(error))
      }
    }
    let timer = Task {
      try? await Task.sleep(for: limit)
      outcome.resolve(.failure(TimedOut(limit: limit)))
    }
    let result = await outcome.value
    timer.cancel()
    work.cancel()
    return try result.get()
  }
}

/// A value that is set once and awaited by one waiter.
private final class Once<Value: Sendable>: Sendable {
  private struct State {
    var value: Value?
    var waiter: CheckedContinuation<Value, Never>?
  }

  private let state = Mutex(State())

  func resolve(_ value: Value) {
    let waiter: CheckedContinuation<Value, Never>? = state.withLock { state in
      guard state.value == nil else { return nil }
      state.value = value
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: value)
  }

  var value: Value {
    get async {
      await withCheckedContinuation { continuation in
        let ready: Value? = state.withLock { state in
          if let value = state.value { return value }
          state.waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }
}

extension Duration {
  /// The duration in seconds with up to three decimals: `1.5s`, `0.002s`.
  var formatted: String {
    let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    let seconds = Double(milliseconds) / 1000
    return "\(seconds)s"
  }
}
