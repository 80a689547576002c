import ProfileApp

/// Why the harness could not do what a test or step asked.
public enum HarnessError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No screen is shown (the app was not started).
  case noScreen
  /// No element with this label or identifier is on the screen.
  case noElement(String, on: ScreenID)
  /// The element cannot be typed into.
  case notEditable(String, on: ScreenID)
  /// The element cannot be tapped.
  case notTappable(String, on: ScreenID)
  /// The app could not open its first screen.
  case navigation(NavigationError)

  public var description: String {
    switch self {
    case .noScreen: "No screen is shown; start the app first."
    case .noElement(let name, let screen): "No element \"\(name)\" on the \(screen) screen."
    case .notEditable(let name, let screen): "\"\(name)\" on the \(screen) screen is not a field."
    case .notTappable(let name, let screen): "\"\(name)\" on the \(screen) screen cannot be tapped."
    case .navigation(let error): "The app could not navigate: \(error)."
    }
  }
}
