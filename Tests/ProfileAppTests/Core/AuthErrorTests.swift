import ProfileApp
import Testing

@Suite("Auth errors")
struct AuthErrorTests {
  /// Each error reads as its case is written, as the scenario timelines show a failed call.
  @Test(arguments: [
    (AuthError.invalidCredentials, "invalidCredentials"),
    (.emailAlreadyRegistered, "emailAlreadyRegistered"), (.notSignedIn, "notSignedIn"),
    (.userNotFound, "userNotFound"), (.lockedOut, "lockedOut"),
    (.tooManyRequests, "tooManyRequests"), (.unreachable, "unreachable"), (.timedOut, "timedOut"),
    (.serverError(code: 503), "serverError(code: 503)"), (.cancelled, "cancelled"),
  ])
  func anErrorReadsAsItsCase(error: AuthError, text: String) {
    #expect("\(error)" == text)
  }
}
