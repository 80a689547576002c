import Synchronization

/// Suspends the harness until a condition holds, re-checking it only when told that something
/// changed: a tracked task started or finished, or a request started waiting on the clock.
///
/// The harness's alternative to polling: ``notify`` is what those events call, from any thread.
final class ConditionWaiter {
  private let wakeUps = WakeUps()

  /// Tells the waiter that something changed; safe to call from anywhere.
  var notify: @Sendable () -> Void { { [wakeUps] in wakeUps.signal() } }

  /// Returns once `condition` holds, checking it again after each ``notify``.
  func wait(until condition: () -> Bool) async {
    while !condition() { await wakeUps.next() }
  }
}

/// The change events the waiter sleeps on: a signal that arrives while nobody waits is kept for
/// the next wait, so that no event is lost between a check and the wait that follows it.
private final class WakeUps: Sendable {
  private struct State {
    var pending = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Wakes every waiter, or the next one when none waits.
  func signal() {
    let woken = state.withLock { state in
      if state.waiting.isEmpty { state.pending = true }
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in woken { continuation.resume() }
  }

  /// Returns at the next signal, or at once when one arrived since the last wait.
  func next() async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        if state.pending {
          state.pending = false
          return true
        }
        state.waiting.append(continuation)
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
