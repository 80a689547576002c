import ProfileApp

/// Logging in and asking whether the app still works on something, for steps and flow tests.
///
/// ```swift
/// try harness.logIn(email: "ada@example.com", password: "Secret1")  // types both, taps Login
/// await harness.runUntilIdle()
/// harness.isBusy                                                   // false
/// ```
extension AppHarness {
  /// Types `email` and `password` into the Login screen's fields and taps "Login"; does not wait.
  public func logIn(email: String, password: String) throws(HarnessError) {
    try enterCredentials(email: email, password: password)
    try tap(LoginElement.submit.rawValue)
  }

  /// Types `email` and `password` into the Login screen's fields.
  public func enterCredentials(email: String, password: String) throws(HarnessError) {
    try type(email, into: LoginElement.email.rawValue)
    try type(password, into: LoginElement.password.rawValue)
  }

  /// Whether a presenter task is still running (a request in flight).
  public var isBusy: Bool { !app.tasks.isIdle }
}
