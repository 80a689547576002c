import Synchronization

/// Lets scenarios run side by side, at most ``limit`` at once, except those that must run alone
/// (``RunOptions/serialTags``): one of those waits until the running scenarios have finished, and no
/// other starts until it has. Scenarios are let in in the order they arrive, so one that must run
/// alone is never starved.
package final class SerialGate: Sendable {
  /// The most scenarios inside at once.
  package let limit: Int

  private struct State {
    /// The most scenarios inside at once.
    let limit: Int
    /// How many scenarios that may run side by side are in.
    var running = 0
    /// Whether a scenario that runs alone is in.
    var aloneInside = false
    /// The scenarios waiting to come in, in the order they arrived: those from `firstWaiting` on
    /// (a suite can queue thousands, so the ones let in are dropped in bulk, not one by one).
    var waiting: [(alone: Bool, continuation: CheckedContinuation<Void, Never>)] = []
    var firstWaiting = 0

    var nobodyWaits: Bool { firstWaiting == waiting.count }

    /// Lets in the waiting scenarios that may run now, in order, and returns them.
    mutating func admitWaiting() -> [CheckedContinuation<Void, Never>] {
      var admitted: [CheckedContinuation<Void, Never>] = []
      while firstWaiting < waiting.count, admits(alone: waiting[firstWaiting].alone) {
        admit(alone: waiting[firstWaiting].alone)
        admitted.append(waiting[firstWaiting].continuation)
        firstWaiting += 1
      }
      if firstWaiting == waiting.count {
        waiting.removeAll(keepingCapacity: true)
        firstWaiting = 0
      } else if firstWaiting >= 64, firstWaiting * 2 >= waiting.count {
        waiting.removeFirst(firstWaiting)
        firstWaiting = 0
      }
      return admitted
    }

    func admits(alone: Bool) -> Bool {
      !aloneInside && (alone ? running == 0 : running < limit)
    }

    mutating func admit(alone: Bool) {
      if alone { aloneInside = true } else { running += 1 }
    }
  }

  private let state: Mutex<State>

  /// An empty gate that lets in at most `limit` scenarios at once (no limit by default).
  package init(limit: Int = .max) {
    self.limit = max(limit, 1)
    state = Mutex(State(limit: max(limit, 1)))
  }

  /// How many scenarios wait to come in.
  package var waitingCount: Int { state.withLock { $0.waiting.count - $0.firstWaiting } }

  /// Comes in now, if nobody waits and the gate admits a scenario that runs `alone` (or not);
  /// `false` otherwise, with nothing changed.
  package func tryEnter(alone: Bool) -> Bool {
    state.withLock { state in
      guard state.nobodyWaits, state.admits(alone: alone) else { return false }
      state.admit(alone: alone)
      return true
    }
  }

  /// Waits until a scenario that runs `alone` (or not) may run, and comes in.
  package func enter(alone: Bool) async {
    guard !tryEnter(alone: alone) else { return }
    await withCheckedContinuation { continuation in
      let admitted = state.withLock { state in
        guard state.nobodyWaits, state.admits(alone: alone) else {
          state.waiting.append((alone, continuation))
          return false
        }
        state.admit(alone: alone)
        return true
      }
      if admitted { continuation.resume() }
    }
  }

  /// Goes out, and lets in the waiting scenarios that may run now.
  package func leave(alone: Bool) {
    let admitted = state.withLock { state in
      if alone { state.aloneInside = false } else { state.running -= 1 }
      return state.admitWaiting()
    }
    for continuation in admitted { continuation.resume() }
  }

  /// Runs `body` inside the gate.
  package func run<T: Sendable>(alone: Bool, _ body: () async -> T) async -> T {
    await enter(alone: alone)
    let result = await body()
    leave(alone: alone)
    return result
  }
}
