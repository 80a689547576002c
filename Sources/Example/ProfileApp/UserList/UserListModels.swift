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

  /// What the presenter asks the interactor for.
  public enum Request: Sendable, Equatable, Hashable {
    /// Every registered user.
    case users
    /// The current details of the user with this identifier.
    case user(id: String)
  }

  /// What the interactor hands the presenter, in business terms.
  public enum Response: Sendable, Equatable {
    /// Every registered user, in registration order.
    case users([User])
    /// One user's current details.
    case user(User)
    /// The request failed; `notSignedIn` means the service ended the session.
    case failed(AuthError, Request)
  }

  /// What the User list screen shows for a response.
  public struct ViewModel: Sendable, Equatable {
    /// The rows of the list; `nil` leaves the list as it is.
    public var rows: [Row]?
    /// The selected user's details; `nil` leaves them as they are.
    public var details: Details?
    /// The screen's message; `nil` takes the message away.
    public var message: String?
    /// Whether the Retry button is offered (after the list failed to load).
    public var offersRetry: Bool

    /// Creates a view model.
    public init(
      rows: [Row]? = nil, details: Details? = nil, message: String? = nil,
      offersRetry: Bool = false
    ) {
      self.rows = rows
      self.details = details
      self.message = message
      self.offersRetry = offersRetry
    }
  }

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
