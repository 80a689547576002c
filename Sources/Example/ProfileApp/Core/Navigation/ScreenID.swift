/// The name of a kind of screen: what a navigation record and an accessibility report refer to.
public enum ScreenID: String, Sendable, Equatable, Hashable, CaseIterable {
  /// The sign-in form.
  case login
  /// The signed-in landing screen.
  case home
  /// The sign-up form.
  case signup
  /// The list of registered users.
  case userList
  /// The form that edits the signed-in user's profile.
  case profileForm
  /// The read-only profile of the signed-in user.
  case profile
}
