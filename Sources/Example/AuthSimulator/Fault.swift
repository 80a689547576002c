import ProfileApp

/// A failure the simulated service produces on demand.
public enum Fault: Sendable, Equatable, Hashable {
  /// The service cannot be reached: the call fails after its latency.
  case unreachable
  /// The service answers with this HTTP status code (401, 403, 404, 429, 5xx…).
  case serverError(code: Int)
  /// The service does not answer: the call fails once the service's timeout has elapsed.
  case timeout

  /// The error a faulty call of `operation` throws, as a client maps the status code: 401 and 403
  /// are wrong credentials at login and an ended session elsewhere, 404 on a user is a user that no
  /// longer exists, 429 is too many requests, and any other code a server error.
  func error(for operation: MockAuthService.Operation) -> AuthError {
    switch (self, operation) {
    case (.unreachable, _): .unreachable
    case (.timeout, _): .timedOut
    case (.serverError(401), .login), (.serverError(403), .login): .invalidCredentials
    case (.serverError(401), _), (.serverError(403), _): .notSignedIn
    case (.serverError(404), .user): .userNotFound
    case (.serverError(429), _): .tooManyRequests
    case (.serverError(let code), _): .serverError(code: code)
    }
  }
}
