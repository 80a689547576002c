/// Why a router could not open a destination.
public enum NavigationError: Error, Sendable, Equatable {
  /// The destination needs a session and nobody is signed in.
  case sessionRequired(ScreenID)
  /// No module is registered for the destination.
  case unavailable(ScreenID)
  /// A registered builder received a route for another screen.
  case mismatchedRoute(AppRoute)
}
