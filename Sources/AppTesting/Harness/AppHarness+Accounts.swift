import ProfileApp

/// The account screens as steps see them: log in, fill the sign-up form.
///
/// ```swift
/// try harness.start()
/// try harness.logIn(email: "ada@example.com", password: "Secret1")   // taps Login
/// await harness.runUntilIdle()
/// ```
extension AppHarness {
  /// Types `email` and `password` into the Login form on top and taps Login.
  public func logIn(email: String, password: String) throws(HarnessError) {
    try type(email, into: LoginElement.email.rawValue)
    try type(password, into: LoginElement.password.rawValue)
    try tap(LoginElement.submit.rawValue)
  }

  /// Enters every field of `account` into the Signup form on top (without submitting it).
  public func fillSignupForm(_ account: NewAccount) throws(HarnessError) {
    let request = SignupModels.Request(account)
    for field in SignupModels.fields {
      guard let id = SignupElement(field)?.rawValue else { continue }
      try type(request[field], into: id)
    }
  }
}
