import ProfileApp

/// The Signup screen as steps see it: fill the form (logging in is in `AppHarness+Session.swift`).
///
/// ```swift
/// try harness.start()
/// try harness.logIn(email: "ada@example.com", password: "Secret1")   // taps Login
/// await harness.runUntilIdle()
/// ```
extension AppHarness {
  /// Enters every field of `account` into the Signup form on top (without submitting it).
  public func fillSignupForm(_ account: NewAccount) throws(HarnessError) {
    let request = SignupModels.Request(account)
    for field in SignupModels.fields {
      guard let id = SignupElement(field)?.rawValue else { continue }
      try type(request[field], into: id)
    }
  }
}
