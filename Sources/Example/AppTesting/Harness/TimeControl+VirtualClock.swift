import AuthSimulator
import VirtualTime

extension TimeControl {
  /// The harness's view of the simulator's virtual clock: what unit tests and the step library drive.
  ///
  /// ```swift
  /// let clock = VirtualClock()
  /// let harness = AppHarness(
  ///   dependencies: dependencies, time: .virtual(clock), isolation: MainActor.shared)
  /// ```
  public static func virtual(_ clock: VirtualClock) -> TimeControl {
    TimeControl(
      now: { clock.elapsed },
      nextDeadline: { clock.nextDeadline?.offset },
      advance: { clock.advance(to: VirtualClock.Instant(offset: $0)) },
      pendingRequests: { clock.sleeperCount },
      onPendingChange: { observer in clock.onSleep(observer) })
  }
}
