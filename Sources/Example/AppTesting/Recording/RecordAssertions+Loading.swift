import ProfileApp

/// How long a screen's progress indicator stayed up, from the recorded `.loading` calls.
///
/// ```swift
/// harness.recording.view(on: .login).loadingDurations   // [.milliseconds(300)]
/// ```
extension Array where Element == Recorded<ViewEvent> {
  /// The time each showing of the progress indicator lasted, in order; a showing not yet hidden
  /// is left out.
  public var loadingDurations: [Duration] {
    var durations: [Duration] = []
    var shownAt: Duration?
    for record in self {
      switch record.event {
      case .loading(true): shownAt = shownAt ?? record.at
      case .loading(false):
        if let start = shownAt { durations.append(record.at - start) }
        shownAt = nil
      default: continue
      }
    }
    return durations
  }
}
