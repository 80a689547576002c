import ProfileApp

/// A failure the simulated service produces on demand.
public enum Fault: Sendable, Equatable, Hashable {
  /// The service cannot be reached: the call fails after its latency.
  case unreachable
  /// The service fails with an internal error of this status code.
  case serverError(code: Int)
  /// The service does not answer: the call fails once the service's timeout has elapsed.
  case timeout

  /// The error a faulty call throws.
  var error: AuthError {
    switch self {
    case .unreachable: .unreachable
    case .serverError(let code): .serverError(code: code)
    case .timeout: .timedOut
    }
  }
}
