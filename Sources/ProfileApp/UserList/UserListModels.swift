/// The values that cross the layers of the UserList module.
public enum UserListModels {
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
    /// The lines shown: name, email, phone.
    public var lines: [String]

    /// Formats the details of `user`.
    public init(user: User) {
      id = user.id
      lines = [user.fullName, "Email: \(user.email)", "Phone: \(user.phone)"]
    }
  }
}
