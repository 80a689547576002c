import VirtualTime

/// How long a simulated call takes before it answers.
public enum Latency: Sendable, Equatable {
  /// Always the same duration.
  case fixed(Duration)
  /// A duration drawn from the range by the service's seeded generator: random, yet repeatable.
  case random(ClosedRange<Duration>)

  /// The latency of each operation unless configured otherwise: all well under a second.
  public static let defaults: [MockAuthService.Operation: Latency] = [
    .login: .fixed(.milliseconds(300)),
    .signup: .fixed(.milliseconds(400)),
    .users: .fixed(.milliseconds(200)),
    .user: .fixed(.milliseconds(150)),
    .logout: .fixed(.milliseconds(100)),
    .loadProfile: .fixed(.milliseconds(150)),
    .saveProfile: .fixed(.milliseconds(250)),
  ]

  func duration(using generator: inout SeededRandomNumberGenerator) -> Duration {
    switch self {
    case .fixed(let duration): return duration
    case .random(let range):
      let low = range.lowerBound.nanoseconds
      let span = UInt64(range.upperBound.nanoseconds - low)
      let offset = span == 0 ? 0 : generator.next() % (span + 1)
      return .nanoseconds(low + Int64(offset))
    }
  }
}
