/// Why an ``AuthService`` call failed. Presenters turn each case into words a user understands.
public enum AuthError: Error, Sendable, Equatable, Hashable {
  /// The email and password do not match a registered account.
  case invalidCredentials
  /// Sign-up with an email that is already registered.
  case emailAlreadyRegistered
  /// The operation needs a session and there is none.
  case notSignedIn
  /// No account has the requested identifier.
  case userNotFound
  /// Too many failed logins: the account is locked.
  case lockedOut
  /// The service refuses more requests for now (HTTP 429).
  case tooManyRequests
  /// The service could not be reached.
  case unreachable
  /// The service did not answer in time.
  case timedOut
  /// The service failed with an internal error, with its status code.
  case serverError(code: Int)
  /// The caller gave up (its task was cancelled) before the service answered.
  case cancelled
}

extension AuthError: CustomStringConvertible {
  /// The case as written, such as `invalidCredentials` or `serverError(code: 503)`: what the
  /// scenario timelines show of a failed call. (Written out: interpolating an enum without it goes
  /// through `Mirror`, tens of thousands of instructions a call.)
  public var description: String {
    switch self {
    case .invalidCredentials: "invalidCredentials"
    case .emailAlreadyRegistered: "emailAlreadyRegistered"
    case .notSignedIn: "notSignedIn"
    case .userNotFound: "userNotFound"
    case .lockedOut: "lockedOut"
    case .tooManyRequests: "tooManyRequests"
    case .unreachable: "unreachable"
    case .timedOut: "timedOut"
    case .serverError(let code): "serverError(code: \(code))"
    case .cancelled: "cancelled"
    }
  }
}
