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
  /// What the navigator did, as a message says it: "pushed", "showed as the first screen".
  public var verb: String {
    switch self {
    case .push: "pushed"
    case .pop: "went back from"
    case .setRoot: "showed as the first screen"
    case .present: "presented"
    case .dismiss: "dismissed"
    }
  }
}
