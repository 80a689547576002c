/// The values that cross the layers of the Login module.
public enum LoginModels {
  /// What the user typed, untouched.
  public struct Request: Sendable, Equatable {
    /// The email field's text.
    public var email: String
    /// The password field's text.
    public var password: String

    /// Creates a request.
    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }
  }

  /// A request that passed validation: trimmed, ready for the service.
  public struct Credentials: Sendable, Equatable {
    /// The trimmed email.
    public var email: String
    /// The trimmed password.
    public var password: String

    /// Creates credentials.
    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }
  }

  /// Why a request was refused before any service call.
  public enum Refusal: Error, Sendable, Equatable {
    /// A field is empty or whitespace only.
    case missingFields
    /// The email is not an email address.
    case invalidEmail
  }
}
