/// What the sign-up form sends to the auth service: the fields of a new account, already validated.
public struct NewAccount: Sendable, Equatable {
  /// The given name.
  public var firstName: String
  /// The family name.
  public var lastName: String
  /// The email address to sign in with.
  public var email: String
  /// The chosen password; travels to the service only, never into a log.
  public var password: String
  /// The phone number.
  public var phone: String

  /// Creates the fields of a new account.
  public init(firstName: String, lastName: String, email: String, password: String, phone: String) {
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.password = password
    self.phone = phone
  }
}
