/// A destination a router asks for, with the values the destination's module needs.
///
/// Routers name destinations only through this enum, so a module never knows another module's types:
/// the ``ModuleRegistry`` turns a route into a built module.
public enum AppRoute: Sendable, Equatable {
  /// The sign-in form.
  case login
  /// The sign-up form.
  case signup
  /// The landing screen of a signed-in user.
  case home(User)
  /// The list of registered users.
  case userList
  /// The form that edits the user's profile, starting from the saved one when there is one.
  case profileForm(User, saved: UserProfile? = nil)
  /// The saved profile, as the profile form produced it.
  case profile(UserProfile)

  /// The kind of screen this route opens.
  public var screen: ScreenID {
    switch self {
    case .login: .login
    case .signup: .signup
    case .home: .home
    case .userList: .userList
    case .profileForm: .profileForm
    case .profile: .profile
    }
  }

  /// Whether the destination is only reachable with a session.
  public var requiresSession: Bool {
    switch self {
    case .login, .signup: false
    case .home, .userList, .profileForm, .profile: true
    }
  }
}
