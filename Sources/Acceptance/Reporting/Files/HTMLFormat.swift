/// How the HTML report writes times: a step's real duration, and a moment or span of a timeline.
enum HTMLFormat {
  /// A real duration, to a useful precision: "<1 ms", "12 ms", "1.25 s", "2 min 5 s".
  static func duration(_ duration: Duration) -> String {
    milliseconds(duration.timelineMilliseconds, rounding: true)
  }

  /// A number of milliseconds: "0 ms", "0.5 ms", "300 ms", "1.5 s", "2 min 5 s".
  static func milliseconds(_ milliseconds: Double, rounding: Bool = false) -> String {
    if milliseconds <= 0 { return "0 ms" }
    if milliseconds < 1 { return rounding ? "<1 ms" : "\(decimal(milliseconds, places: 3)) ms" }
    if milliseconds < 1000 {
      return "\(decimal(milliseconds, places: rounding ? 0 : 3)) ms"
    }
    if milliseconds < 60_000 {
      return "\(decimal(milliseconds / 1000, places: rounding ? 2 : 3)) s"
    }
    let seconds = Int((milliseconds / 1000).rounded())
    return "\(seconds / 60) min \(seconds % 60) s"
  }

  /// `value` with at most `places` decimals, without trailing zeros: 1.5, 300, 0.125.
  static func decimal(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    guard places > 0, scaled % Int(scale) != 0 else { return String(whole) }
    fraction = String(repeating: "0", count: places - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction)"
  }
}
