import AppTesting
import AuthSimulator
import ProfileApp
import VirtualTime

/// A one-second sleeper on a virtual clock.
struct VirtualClockProbe: Sendable {
  let clock = VirtualClock()
  func sleep() async throws { try await clock.sleep(for: .seconds(1)) }
  func waitForSleeper() async { await clock.waitForSleepers(1) }
}
