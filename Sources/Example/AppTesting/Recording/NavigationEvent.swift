import ProfileApp

/// A call a router made on the navigator; the record's screen is the screen it concerns.
public enum NavigationEvent: Sendable, Equatable, Hashable {
  /// The screen was pushed.
  case push
  /// The screen was popped.
  case pop
  /// The screen became the only one of the stack.
  case setRoot
  /// The screen was presented modally.
  case present
  /// The modal screen was dismissed.
  case dismiss
}

extension NavigationEvent {
  /// What the navigator did to `screen`, as a message says it: "pushed the Home screen".
  public func sentence(for screen: ScreenID) -> String {
    switch self {
    case .push: "pushed the \(screen.name) screen"
    case .pop: "went back from the \(screen.name) screen"
    case .setRoot: "made the \(screen.name) screen the first screen"
    case .present: "presented the \(screen.name) screen"
    case .dismiss: "dismissed the \(screen.name) screen"
    }
  }
}
