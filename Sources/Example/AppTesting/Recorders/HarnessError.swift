import ProfileApp

/// Why the harness could not do what a test or step asked, in words a product owner reads: values
/// in quotes, screens by name, and what the screen offers instead.
public enum HarnessError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No screen is shown (the app was not started).
  case noScreen
  /// No element with this label or identifier is on the screen, which shows `shown` instead.
  case noElement(String, on: ScreenID, shown: [String])
  /// The element cannot be typed into.
  case notEditable(String, on: ScreenID)
  /// The element cannot be tapped.
  case notTappable(String, on: ScreenID)
  /// The element is disabled; `enabled` lists the buttons and fields that can be used.
  case disabled(String, on: ScreenID, enabled: [String])
  /// An alert covers the screen: nothing else can be touched until it is dismissed.
  case alertShown(AlertViewModel, on: ScreenID)
  /// There is no alert to dismiss.
  case noAlert(on: ScreenID)
  /// The screen is the first of the stack: there is nowhere to go back to.
  case cannotGoBack(from: ScreenID)
  /// The picker or segmented control `control` has no such option; it offers `options`.
  case noOption(String, in: String, on: ScreenID, options: [String])
  /// The app could not open its first screen.
  case navigation(NavigationError)

  public var description: String {
    switch self {
    case .noScreen: "No screen is shown; start the app first."
    case .noElement(let name, let screen, let shown):
      "There is no \(name.quoted) on the \(screen.name) screen. It shows: "
        + (shown.isEmpty ? "nothing." : shown.joined(separator: ", ") + ".")
    case .notEditable(let name, let screen):
      "\(name.quoted) on the \(screen.name) screen is not a field."
    case .notTappable(let name, let screen):
      "\(name.quoted) on the \(screen.name) screen cannot be tapped."
    case .disabled(let name, let screen, let enabled):
      "\(name.quoted) on the \(screen.name) screen is disabled, so it cannot be used. "
        + (enabled.isEmpty
          ? "Nothing on the screen can be used now."
          : "What can be used now: \(enabled.joined(separator: ", ")).")
    case .alertShown(let alert, let screen):
      "An alert covers the \(screen.name) screen (\(alert.title.quoted): \(alert.message.quoted)); "
        + "dismiss it first, for example with \"When the user dismisses the alert\"."
    case .noAlert(let screen): "No alert is shown on the \(screen.name) screen."
    case .cannotGoBack(let screen):
      "The \(screen.name) screen is the first screen: there is nowhere to go back to."
    case .noOption(let option, let control, let screen, let options):
      "\(control.quoted) on the \(screen.name) screen has no option \(option.quoted). "
        + "Its options: \(options.map(\.quoted).joined(separator: ", "))."
    case .navigation(let error): "The app could not navigate: \(ErrorMessages.text(for: error))"
    }
  }
}

extension String {
  /// The text in double quotes, or "(empty)" for an empty text: how every message of the harness
  /// and the step library shows a value.
  public var quoted: String { isEmpty ? "(empty)" : "\"\(self)\"" }
}
