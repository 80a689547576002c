/// The conversions of a `Duration` that the harness, its reports and its benchmarks write: one home
/// for each, so that every report rounds the same way.
extension Duration {
  /// The duration in whole seconds and the nanoseconds beyond them (truncated), as Cucumber
  /// Messages write a duration.
  package var secondsAndNanoseconds: (seconds: Int64, nanoseconds: Int64) {
    let (seconds, attoseconds) = components
    return (seconds, attoseconds / 1_000_000_000)
  }

  /// The duration in whole nanoseconds (truncated).
  package var nanoseconds: Int64 {
    let (seconds, nanoseconds) = secondsAndNanoseconds
    return seconds * 1_000_000_000 + nanoseconds
  }

  /// The duration in whole milliseconds (truncated).
  package var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// The duration in seconds, as a `Double`.
  package var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// The duration in seconds with up to three decimals: `1.5s`, `0.002s`.
  package var formatted: String { "\(Double(milliseconds) / 1000)s" }

  /// The duration in seconds, rounded to three decimals, as JUnit XML writes times: `1.500`.
  package var secondsText: String {
    let rounded = (nanoseconds + 500_000) / 1_000_000
    let fraction = String(rounded % 1000)
    return "\(rounded / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
