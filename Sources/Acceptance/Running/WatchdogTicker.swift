import Synchronization

/// Checks every racing ``Watchdog`` from one task for the whole process, so that a race costs no
/// task or timer of its own: the Swift Testing bridge races once per scenario, and a ticker task
/// per race cost about a tenth of its run.
///
/// The ticker is a task on the global pool, as each race's ticker was: when that pool is starved,
/// the steps it would time out cannot run either, so it does not fail them for a wait that is not
/// theirs. It ticks at the shortest interval of the watchdogs racing, and ends at a tick that finds
/// none; the next race starts it again.
final class WatchdogTicker: Sendable {
  /// The ticker of the process.
  static let shared = WatchdogTicker()

  private struct State {
    /// The watchdogs racing, by identity.
    var racing: [ObjectIdentifier: Watchdog] = [:]
    /// The running task, if any, and its number: a task replaced by a faster one ends.
    var task: Task<Void, Never>?
    var taskNumber = 0
    /// How often the running task ticks.
    var interval = Duration.zero
  }

  private let state = Mutex(State())

  /// How often the ticker checks the watchdogs now; `nil` when it does not run.
  var interval: Duration? { state.withLock { $0.task == nil ? nil : $0.interval } }

  /// Checks `watchdog` at least every ``Watchdog/tickInterval`` until ``remove(_:)``.
  func add(_ watchdog: Watchdog) {
    let interval = watchdog.tickInterval
    let replaced: Task<Void, Never>? = state.withLock { state in
      state.racing[ObjectIdentifier(watchdog)] = watchdog
      guard state.task == nil || interval < state.interval else { return nil }
      // A task asleep for longer than this watchdog's interval is replaced, not waited for.
      let replaced = state.task
      state.taskNumber += 1
      state.interval = interval
      let number = state.taskNumber
      state.task = Task.detached { await self.run(number) }
      return replaced
    }
    replaced?.cancel()
  }

  /// Stops checking `watchdog`.
  func remove(_ watchdog: Watchdog) {
    state.withLock { state in _ = state.racing.removeValue(forKey: ObjectIdentifier(watchdog)) }
  }

  /// Ticks until the watchdogs are all gone or a faster task replaces this one (`number`).
  private func run(_ number: Int) async {
    while true {
      let interval = state.withLock { $0.interval }
      try? await Task.sleep(for: interval)
      let racing: [Watchdog]? = state.withLock { state in
        guard state.taskNumber == number else { return nil }
        guard !state.racing.isEmpty else {
          state.task = nil
          return nil
        }
        // Slower again once the watchdogs that needed a short interval are gone.
        state.interval = state.racing.values.lazy.map(\.tickInterval).min() ?? state.interval
        return Array(state.racing.values)
      }
      guard let racing else { return }
      let now = ContinuousClock.now
      for watchdog in racing { watchdog.check(at: now) }
    }
  }
}
