import Synchronization

/// A `Clock` whose time moves only when a test or scenario advances it.
///
/// Sleepers wait until the clock reaches their deadline; nothing ever sleeps for real. Waiting for a
/// sleeper (`waitForSleepers(_:)`) is how a test knows a request is pending.
///
/// ```swift
/// let clock = VirtualClock()
/// Task { try await clock.sleep(for: .seconds(1)) }
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(1))   // wakes the sleeper
/// ```
public final class VirtualClock: Clock, Sendable {
  /// A point on the virtual time line: the duration since the clock was created.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The time since the clock's origin.
    public var offset: Duration

    /// Creates the instant `offset` after the origin.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct Waiter {
    var count: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    var waiters: [Int: Waiter] = [:]
    var woken = 0
    var onSleep: (@Sendable () -> Void)?

    mutating func takeID() -> Int {
      defer { nextID += 1 }
      return nextID
    }

    /// Removes and returns the waiters satisfied by the current number of sleepers.
    mutating func satisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
      let ready = waiters.filter { $0.value.count <= sleepers.count }
      for id in ready.keys { waiters[id] = nil }
      return ready.sorted { $0.key < $1.key }.map(\.value.continuation)
    }
  }

  private let state = Mutex(State())

  /// Creates a clock at time zero.
  public init() {}

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// The time elapsed since the clock was created.
  public var elapsed: Duration { now.offset }

  /// How many sleepers are waiting for the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The earliest deadline of a waiting sleeper.
  public var nextDeadline: Instant? { state.withLock { $0.sleepers.values.map(\.deadline).min() } }

  /// How many sleepers advancing the clock has woken since it was created.
  public var wokenCount: Int { state.withLock { $0.woken } }

  /// Called (on an arbitrary thread) each time a sleeper starts waiting; drivers use it to re-check
  /// the conditions they await.
  public func onSleep(_ observer: (@Sendable () -> Void)?) {
    state.withLock { $0.onSleep = observer }
  }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { $0.takeID() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (resumeNow, ready, observer) = state.withLock { state in
          if deadline <= state.now || Task.isCancelled {
            return (true, [CheckedContinuation<Void, Never>](), state.onSleep)
          }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return (false, state.satisfiedWaiters(), state.onSleep)
        }
        if resumeNow {
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
          return
        }
        for waiter in ready { waiter.resume() }
        observer?()
      }
    } onCancel: {
      let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration`, waking every sleeper whose deadline is reached.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the clock to `instant` (never backwards), waking every sleeper whose deadline is reached,
  /// earliest first.
  public func advance(to instant: Instant) {
    let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
      guard instant > state.now else { return [] }
      state.now = instant
      let due = state.sleepers.filter { $0.value.deadline <= instant }
        .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
      for (id, _) in due { state.sleepers[id] = nil }
      state.woken += due.count
      return due.map(\.value.continuation)
    }
    for continuation in due { continuation.resume() }
  }

  /// Moves the clock to the earliest deadline and wakes its sleepers; `false` when none is waiting.
  @discardableResult
  public func advanceToNextDeadline() -> Bool {
    guard let deadline = nextDeadline else { return false }
    advance(to: deadline)
    return true
  }

  /// Runs until nothing is pending: advances deadline by deadline while a sleeper is waiting.
  ///
  /// Sleepers that register after this returns (because woken work went on) are not waited for; drivers
  /// that need that settle the woken work between steps.
  public func runUntilNothingPending() {
    while advanceToNextDeadline() {}
  }

  /// Returns once at least `count` sleepers are waiting: "a request is pending".
  public func waitForSleepers(_ count: Int = 1) async {
    let id = state.withLock { $0.takeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = state.withLock { state in
          if Task.isCancelled { return [continuation] }
          state.waiters[id] = Waiter(count: count, continuation: continuation)
          return state.satisfiedWaiters()
        }
        for waiter in ready { waiter.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.continuation.resume()
    }
  }
}
