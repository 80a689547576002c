/// The words a user reads for each failure; shared by every presenter.
public enum ErrorMessages {
  /// A sentence saying what went wrong with a service call and what to do.
  public static func text(for error: AuthError) -> String {
    switch error {
    case .invalidCredentials:
      "Invalid credentials. Check your email and password and try again."
    case .emailAlreadyRegistered:
      "An account with this email already exists. Log in instead, or use another email."
    case .notSignedIn: "You are not logged in any more. Please log in again."
    case .userNotFound: "This user no longer exists."
    case .lockedOut: "Too many failed attempts: your account is locked. Please try again later."
    case .tooManyRequests: "Too many requests at once. Please wait a moment and try again."
    case .unreachable:
      "The server can't be reached. Check your internet connection and try again."
    case .timedOut: "The server took too long to answer. Please try again."
    case .serverError:
      "Something went wrong on our side. Please try again later."
    case .cancelled: "The request was cancelled."
    }
  }

  /// A sentence saying why a screen could not be opened.
  public static func text(for error: NavigationError) -> String {
    switch error {
    case .sessionRequired: "Please log in to continue."
    case .unavailable, .mismatchedRoute: "This screen is not available yet."
    }
  }
}
