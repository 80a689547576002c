/// The values that cross the layers of the Home module.
public enum HomeModels {
  /// Every message the Home screen can show: a screen it cannot open once the session has ended.
  public static let messages = [ErrorMessages.text(for: NavigationError.sessionRequired(.userList))]

  /// The Home screen: the welcome text once shown, and the Users, Profile and Log out buttons.
  public static let layout = ScreenLayout([
    .whenShown(
      AccessibilityElement(id: HomeElement.welcome.rawValue, role: .staticText, label: "")),
    .always(
      AccessibilityElement(
        id: HomeElement.users.rawValue, role: .button, label: "Users",
        hint: "Shows the registered users")),
    .always(
      AccessibilityElement(
        id: HomeElement.profile.rawValue, role: .button, label: "Profile",
        hint: "Edits your profile")),
    .always(AccessibilityElement(id: HomeElement.logout.rawValue, role: .button, label: "Log out")),
  ])

  /// What the interactor hands the presenter, in business terms.
  public enum Response: Sendable, Equatable {
    /// The user signed in now (a saved profile may have renamed them).
    case signedIn(User)
    /// The user's saved profile.
    case profile(UserProfile)
    /// No profile is saved yet for the user.
    case noProfile(User)
    /// The service failed; `notSignedIn` means it ended the session.
    case failed(AuthError)
    /// The session has ended, at the service and in the app.
    case loggedOut
  }

  /// What Home shows.
  public struct ViewModel: Sendable, Equatable {
    /// "Welcome, <email>!".
    public var welcome: String

    /// Formats the view model of `user`.
    public init(user: User) { welcome = "Welcome, \(user.email)!" }
  }
}
