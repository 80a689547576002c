import Acceptance
import AppTesting
import ProfileApp

/// Steps of the Login screen. "Correct" credentials are those of the first account the scenario
/// registered; "wrong" ones match no account.
extension StepLibrary {
  mutating func addLoginSteps() {
    group = "Login"
    when(
      "(the )user enters {credentials} email and password and taps on (the )login button",
      example: "user enters correct email and password and taps on login button"
    ) { (world, kind: Credentials) in
      let (email, password) =
        kind.isCorrect
        ? try (world.accounts.correct.email, world.accounts.correct.password)
        : try world.accounts.wrong
      try await world.submitLogin(email: email, password: password)
    }
    when(
      "the user taps the {string} button without entering email or password",
      example: #"the user taps the "Login" button without entering email or password"#
    ) { (world, button: String) in
      let fields = try await world.screen().fields
      try expect(
        fields.values.allSatisfy { ($0 ?? "").isEmpty }, "the fields are not empty: \(fields)")
      try await world.tap(button)
    }
    given(
      "the user has entered valid credentials", example: "the user has entered valid credentials"
    ) { world in
      let account = try world.accounts.correct
      try world.show(.login)
      try world.harness.enterCredentials(email: account.email, password: account.password)
    }
    when(
      "the user logs in with email {string} and password {string}",
      example: #"the user logs in with email "ada@example" and password "Secret1""#
    ) { (world, email: String, password: String) in
      try await world.submitLogin(email: email, password: password)
    }
    given(
      "the user successfully logs in with email {string}",
      example: #"the user successfully logs in with email "test@gmail.com""#
    ) { (world, email: String) in
      try await world.logInAndWait(try world.account(email: email))
    }
    given("the user is logged in", example: "the user is logged in") { world in
      try await world.logInAndWait(try world.accounts.correct)
    }
    given(
      "the user is logged in as {string}", example: #"the user is logged in as "alan@example.com""#
    ) { (world, email: String) in
      try await world.logInAndWait(try world.account(email: email))
    }
    when(
      "the user fails to log in {int} times with email {string}",
      example: #"the user fails to log in 3 times with email "ada@example.com""#
    ) { (world, attempts: Int, email: String) in
      let password = String(try world.account(email: email).password.reversed()) + "0"
      try world.show(.login)
      for _ in 0..<attempts {
        try world.harness.logIn(email: email, password: password)
        await world.harness.runUntilIdle()
        try world.harness.dismissAlert()
      }
    }
    then(
      "after successful authentication", example: "after successful authentication"
    ) { world in
      await world.harness.runUntilIdle()
      let login = await world.service.callLog.last { $0.operation == .login }
      try expect(login != nil, "no login call was answered")
      try expect(
        login?.error == nil,
        "the login call failed: \(login?.error.map { "\($0)" } ?? "")")
    }
  }
}

extension AppWorld {
  /// Shows Login, enters `email` and `password` and taps "Login"; does not wait for the answer.
  func submitLogin(email: String, password: String) async throws {
    try show(.login)
    try harness.enterCredentials(email: email, password: password)
    try await tap(LoginElement.submit.rawValue)
  }
}
