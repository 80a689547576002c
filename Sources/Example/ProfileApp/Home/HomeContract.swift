/// The Home module: welcomes the signed-in user and leads to the user list, the profile and log-out.

/// What the Home presenter tells its view.
public protocol HomeView: ModuleView, LayoutView, AlertingView {
  /// The presenter this view reports events to; the view holds it strongly.
  var presenter: (any HomePresenting)? { get set }
  /// Shows the welcome text.
  func showWelcome(_ text: String)
  /// Enables or disables the "Log out" button (disabled while logging out).
  func setLogoutEnabled(_ enabled: Bool)
}

extension HomeView {
  /// The Home screen.
  public var screenID: ScreenID { .home }
  /// The presenter, as the navigator sees it.
  public var screen: (any ScreenPresenting)? { presenter }
}

/// The events a Home view sends to its presenter.
public protocol HomePresenting: ScreenPresenting {
  /// The user tapped "Users".
  func didTapUsers()
  /// The user tapped "Profile".
  func didTapProfile()
  /// The user tapped "Log out".
  func didTapLogout()
}

/// The Home business logic.
public protocol HomeInteracting: AnyObject {
  /// ``HomeModels/Response/signedIn(_:)`` with the user as the app knows them now.
  func signedInUser() -> HomeModels.Response
  /// Ends the session, at the service and in the app (the app forgets it even if the service
  /// fails): ``HomeModels/Response/loggedOut``.
  func logout() async -> HomeModels.Response
  /// The user's saved profile (``HomeModels/Response/profile(_:)``), none yet
  /// (``HomeModels/Response/noProfile(_:)``), or the failure.
  func savedProfile() async -> HomeModels.Response
}

/// Where Home can go.
public protocol HomeRouting: AnyObject {
  /// Opens `route`.
  func route(to route: HomeRoute) throws(NavigationError)
}

/// The destinations of Home.
public enum HomeRoute: Sendable, Equatable {
  /// The user list, pushed.
  case userList
  /// The profile form of the user, pushed (built by the ProfileForm module), when no profile is
  /// saved yet.
  case profileForm(User)
  /// The saved profile, pushed.
  case profile(UserProfile)
  /// Login, as the new root after log-out.
  case login
}

/// The accessibility identifiers of the Home screen's elements.
public enum HomeElement: String, Sendable, CaseIterable {
  /// The welcome text.
  case welcome = "home.welcome"
  /// The "Users" button.
  case users = "home.users"
  /// The "Profile" button.
  case profile = "home.profile"
  /// The "Log out" button.
  case logout = "home.logout"
}
