/// The Profile module: the saved profile (the name only when the user chose to show it, the age in
/// years, the country's name), and Edit back to the form.

/// What the Profile presenter tells its view.
public protocol ProfileView: ModuleView, LayoutView {
  /// The presenter this view reports events to; the view holds it strongly.
  var presenter: (any ProfilePresenting)? { get set }
  /// Shows the profile.
  func showProfile(_ profile: ProfileModels.ViewModel)
  /// Shows an alert.
  func showAlert(_ alert: AlertViewModel)
}

extension ProfileView {
  /// The Profile screen.
  public var screenID: ScreenID { .profile }
  /// The presenter, as the navigator sees it.
  public var screen: (any ScreenPresenting)? { presenter }
}

/// The events a Profile view sends to its presenter.
public protocol ProfilePresenting: ScreenPresenting {
  /// The user tapped "Edit profile".
  func didTapEdit()
}

/// The Profile business logic.
public protocol ProfileInteracting: AnyObject {
  /// The profile the screen shows, with its age today against ``AppDependencies/now``.
  func profile() -> ProfileModels.Response
}

/// Where Profile can go.
public protocol ProfileRouting: AnyObject {
  /// Opens `route`.
  func route(to route: ProfileRoute) throws(NavigationError)
}

/// The destinations of Profile.
public enum ProfileRoute: Sendable, Equatable {
  /// The profile form with every value of this profile: the form under this screen, which kept
  /// them, or a new one in place of this screen when the profile was opened from Home.
  case edit(UserProfile)
}

/// The accessibility identifiers of the Profile screen's elements, and of its record.
public enum ProfileElement: String, Sendable, CaseIterable {
  /// The screen title.
  case title = "profile.title"
  /// The name, present only when the profile shows it.
  case name = "profile.name"
  /// The email.
  case email = "profile.email"
  /// The country's name.
  case country = "profile.country"
  /// The birth date.
  case birthDate = "profile.birthDate"
  /// The age in years.
  case age = "profile.age"
  /// The gender.
  case gender = "profile.gender"
  /// The "Edit profile" button.
  case edit = "profile.edit"
  /// Not an element: the identifier under which a recorder logs the shown profile.
  case details = "profile.details"
}
