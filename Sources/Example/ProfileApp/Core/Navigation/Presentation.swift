/// How a router shows the next screen.
public enum Presentation: Sendable, Equatable {
  /// On top of the navigation stack; back returns to the current screen.
  case push
  /// As the only screen of the stack.
  case root
  /// Modally over the stack.
  case present
}
