import ProfileApp

/// Questions about a recorded sequence that tests and Gherkin steps ask, answered without sampling.
///
/// ```swift
/// let records = harness.recording.view(on: .login)
/// records.loadingAppearedThenDisappeared             // true
/// records.wasDisabledWhileLoading("Login")           // true
/// records.events.containsInOrder([.loading(true), .loading(false)])
/// ```
extension Array where Element == Recorded<ViewEvent> {
  /// The events without their times and screens.
  public var events: [ViewEvent] { map(\.event) }

  /// Whether the progress indicator was shown and later hidden again.
  public var loadingAppearedThenDisappeared: Bool {
    events.containsInOrder([.loading(true), .loading(false)])
  }

  /// When the button with `label` was first disabled, until it was enabled again (or `nil` if it
  /// never was disabled, or never enabled again).
  public func disabledInterval(of label: String) -> ClosedRange<Duration>? {
    guard let start = firstIndex(where: { $0.event == .buttonEnabled(label, false) }),
      let end = self[start...].firstIndex(where: { $0.event == .buttonEnabled(label, true) })
    else { return nil }
    return self[start].at...self[end].at
  }

  /// Whether the button with `label` was disabled before the progress indicator appeared and enabled
  /// only once it had gone: disabled for the whole request.
  public func wasDisabledWhileLoading(_ label: String) -> Bool {
    let events = events
    guard let disabled = events.firstIndex(of: .buttonEnabled(label, false)),
      let shown = events[disabled...].firstIndex(of: .loading(true)),
      let enabled = events[disabled...].firstIndex(of: .buttonEnabled(label, true))
    else { return false }
    return shown < enabled
  }
}

extension Array where Element: Equatable {
  /// Whether `expected` occurs in this array in order, other elements allowed in between.
  public func containsInOrder(_ expected: [Element]) -> Bool {
    var remaining = expected[...]
    for element in self where element == remaining.first {
      remaining = remaining.dropFirst()
    }
    return remaining.isEmpty
  }
}

/// Describes how a recorded sequence differs from the expected one, for a failing step's message.
public enum RecordDiff {
  /// `nil` when equal, else the first differing position with both sides, and the two lengths.
  public static func describe<Event: Equatable>(expected: [Event], actual: [Event]) -> String? {
    guard expected != actual else { return nil }
    let index =
      zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? Swift.min(expected.count, actual.count)
    let want = index < expected.count ? "\(expected[index])" : "nothing"
    let got = index < actual.count ? "\(actual[index])" : "nothing"
    return "Recorded sequence differs at position \(index + 1): expected \(want), got \(got) "
      + "(expected \(expected.count) records, got \(actual.count))."
  }
}
