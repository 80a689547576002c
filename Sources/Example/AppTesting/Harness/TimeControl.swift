import VirtualTime

/// How the harness reads and moves time and sees pending requests; built from a virtual clock.
///
/// `AppTesting` does not depend on `AuthSimulator`, so the code that has both builds this value:
///
/// ```swift
/// let clock = VirtualClock()
/// let time = TimeControl(
///   now: { clock.elapsed },
///   nextDeadline: { clock.nextDeadline?.offset },
///   advance: { clock.advance(to: .init(offset: $0)) },
///   pendingRequests: { clock.sleeperCount },
///   onPendingChange: { observer in clock.onSleep(observer) })
/// ```
public struct TimeControl: Sendable {
  /// The time elapsed since the start.
  public var now: @Sendable () -> Duration
  /// The earliest time a pending request finishes, if any is pending.
  public var nextDeadline: @Sendable () -> Duration?
  /// Moves time to the given instant (elapsed since the start), waking what is due.
  public var advance: @Sendable (Duration) -> Void
  /// How many requests are waiting on the clock.
  public var pendingRequests: @Sendable () -> Int
  /// Installs the observer to call whenever a request starts waiting on the clock.
  public var onPendingChange: @Sendable (@escaping @Sendable () -> Void) -> Void

  /// Creates a time control from its operations.
  public init(
    now: @escaping @Sendable () -> Duration,
    nextDeadline: @escaping @Sendable () -> Duration?,
    advance: @escaping @Sendable (Duration) -> Void,
    pendingRequests: @escaping @Sendable () -> Int,
    onPendingChange: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
  ) {
    self.now = now
    self.nextDeadline = nextDeadline
    self.advance = advance
    self.pendingRequests = pendingRequests
    self.onPendingChange = onPendingChange
  }
}
