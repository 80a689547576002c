/// The values that cross the layers of the UserList module.
public enum UserListModels {
  /// The message of a list without users.
  public static let emptyMessage = "No users are registered yet."

  /// The service failures the user list explains (an ended session goes back to Login instead).
  public static let failures: [AuthError] = [
    .userNotFound, .tooManyRequests, .unreachable, .timedOut, .serverError(code: 500),
  ]

  /// Every message the User list screen can show.
  public static let messages = [emptyMessage] + failures.map(ErrorMessages.text(for:))

  /// The User list screen: the title, the message and the Retry button once shown, and the
  /// progress indicator while loading; the rows and the selected user's details follow the title
  /// as they are shown.
  public static let layout = ScreenLayout([
    .always(
      AccessibilityElement(id: UserListElement.title, role: .staticText, label: "Registered users")),
    .whenShown(AccessibilityElement(id: UserListElement.message, role: .staticText, label: "")),
    .whenShown(
      AccessibilityElement(
        id: UserListElement.retry, role: .button, label: "Retry", hint: "Loads the list again")),
    .whileLoading(
      AccessibilityElement(
        id: UserListElement.progress, role: .progressIndicator, label: "Loading users")),
  ])

  /// One row of the list.
  public struct Row: Sendable, Equatable, Hashable {
    /// The user's identifier.
    public var id: String
    /// The user's full name.
    public var name: String
    /// The user's email.
    public var email: String

    /// Formats the row of `user`.
    public init(user: User) {
      id = user.id
      name = user.fullName
      email = user.email
    }

    /// The row as one line: "Ada Lovelace, ada@example.com".
    public var text: String { "\(name), \(email)" }
  }

  /// The details of one user.
  public struct Details: Sendable, Equatable, Hashable {
    /// The user's identifier.
    public var id: String
    /// The lines shown: name, email, phone; a value the user does not have gets no line.
    public var lines: [String]

    /// Formats the details of `user`.
    public init(user: User) {
      id = user.id
      lines =
        [user.fullName, "Email: \(user.email)"]
        + (user.phone.isEmpty ? [] : ["Phone: \(user.phone)"])
    }
  }
}
