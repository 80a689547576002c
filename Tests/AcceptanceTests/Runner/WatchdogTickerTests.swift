import Testing

@testable import Acceptance

/// One ticker checks every racing watchdog, as often as the one with the shortest limit needs, and
/// stops when none is left.
@Suite("Watchdog ticker")
struct WatchdogTickerTests {
  static func watchdog(limit: Duration) -> Watchdog {
    Watchdog(limit: limit, interruption: RunInterruption())
  }

  /// Waits, up to 5 s, until `ticker`'s interval is `expected`; returns the last one seen.
  static func interval(
    of ticker: WatchdogTicker, becoming expected: Duration?
  ) async throws -> Duration? {
    for _ in 0..<5_000 where ticker.interval != expected {
      try await Task.sleep(for: .milliseconds(1))
    }
    return ticker.interval
  }

  @Test func aWatchdogWithAShorterLimitMakesTheTickerFasterUntilItLeaves() async throws {
    let ticker = WatchdogTicker()
    let slow = Self.watchdog(limit: .seconds(10))
    let fast = Self.watchdog(limit: .milliseconds(20))
    #expect(ticker.interval == nil)
    ticker.add(slow)
    #expect(ticker.interval == .milliseconds(100))
    // The slow ticks would check the fast watchdog up to 100 ms late: a faster ticker replaces
    // them at once.
    ticker.add(fast)
    #expect(ticker.interval == .milliseconds(2))
    ticker.remove(fast)
    #expect(try await Self.interval(of: ticker, becoming: .milliseconds(100)) == .milliseconds(100))
    ticker.remove(slow)
    #expect(try await Self.interval(of: ticker, becoming: nil) == nil)
  }

  @Test func aWatchdogWithALongerLimitLeavesTheTickerAsFastAsItIs() {
    let ticker = WatchdogTicker()
    let fast = Self.watchdog(limit: .milliseconds(20))
    let slow = Self.watchdog(limit: .seconds(10))
    ticker.add(fast)
    ticker.add(slow)
    #expect(ticker.interval == .milliseconds(2))
    ticker.remove(slow)
    ticker.remove(fast)
  }
}
