/// Suspends callers until a condition holds, re-checking only when told something changed.
///
/// The harness's alternative to polling: it calls ``recheck()`` when a task finishes or a request
/// starts waiting on the clock.
@MainActor
final class ConditionWaiter {
  private typealias Waiter = (
    condition: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>
  )
  private var waiters: [Waiter] = []

  /// Returns once `condition` holds.
  func wait(until condition: @escaping @MainActor () -> Bool) async {
    if condition() { return }
    await withCheckedContinuation { waiters.append((condition, $0)) }
  }

  /// Resumes every waiter whose condition now holds.
  func recheck() {
    var ready: [CheckedContinuation<Void, Never>] = []
    var waiting: [Waiter] = []
    for waiter in waiters {
      if waiter.condition() { ready.append(waiter.continuation) } else { waiting.append(waiter) }
    }
    waiters = waiting
    for continuation in ready { continuation.resume() }
  }
}
