import Acceptance
import AppTesting
import ProfileApp

/// Steps of the Login screen. "Correct" credentials are those of the first account the scenario
/// registered (the standard account, registered then, when it registered none); "wrong" ones match
/// no account.
extension StepLibrary {
  mutating func addLoginSteps() {
    group = "Login"
    when(
      "(the )user enters {credentials} email and password and taps on (the )login button",
      example: "user enters correct email and password and taps on login button"
    ) { (world: isolated AppWorld, kind: Credentials) in
      var credentials = world.accounts.wrong
      if kind.isCorrect {
        let account = await world.correctAccount()
        credentials = (account.email, account.password)
      }
      try await world.submitLogin(email: credentials.email, password: credentials.password)
    }
    when(
      "the user taps the {string} button without entering email or password",
      example: #"the user taps the "Login" button without entering email or password"#
    ) { (world: isolated AppWorld, button: String) in
      let filled = try world.screen.elements.filter {
        ($0.role == .textField || $0.role == .secureField) && !($0.value ?? "").isEmpty
      }
      try verify(
        filled.isEmpty,
        "these fields are not empty: "
          + filled.map { "\($0.label.quoted) (\(($0.value ?? "").quoted))" }.joined(separator: ", ")
      )
      try await world.tap(button)
    }
    given(
      "the user has entered valid credentials", example: "the user has entered valid credentials"
    ) { (world: isolated AppWorld) in
      let account = await world.correctAccount()
      try await world.show(.login)
      try world.harness.enterCredentials(email: account.email, password: account.password)
    }
    when(
      "the user logs in with email {string} and password {string}",
      example: #"the user logs in with email "ada@example" and password "Secret1""#
    ) { (world: isolated AppWorld, email: String, password: String) in
      try await world.submitLogin(email: email, password: password)
    }
    when(
      "the user presses return in the {string} field",
      example: #"the user presses return in the "Password" field"#
    ) { (world: isolated AppWorld, field: String) in
      try await world.pressReturn(in: field)
    }
    addLoggedInSteps()
    then(
      "after successful authentication", example: "after successful authentication",
      time: "lets every pending request complete, then checks that the last login succeeded"
    ) { (world: isolated AppWorld) in
      await world.harness.runUntilIdle()
      let login = await world.callsSinceLastAction.last { $0.operation == .login }
      guard let login else {
        throw StepFailure("no login request was answered since \(world.lastActionName)")
      }
      try verify(
        login.error == nil,
        "the login request failed: \(login.error.map(ErrorMessages.text(for:)) ?? "")")
    }
  }

  private mutating func addLoggedInSteps() {
    let loggingIn = "logs in and lets the login request complete"
    given(
      "the user successfully logs in with email {string}",
      example: #"the user successfully logs in with email "test@gmail.com""#,
      time: loggingIn + " (registers the email first if the scenario has not)"
    ) { (world: isolated AppWorld, email: String) in
      try await world.logInAndWait(await world.account(email: email))
    }
    given("the user is logged in", example: "the user is logged in", time: loggingIn) {
      (world: isolated AppWorld) in
      try await world.logInAndWait(await world.correctAccount())
    }
    given(
      "the user is logged in as {string}", example: #"the user is logged in as "alan@example.com""#,
      time: loggingIn + " (registers the email first if the scenario has not)"
    ) { (world: isolated AppWorld, email: String) in
      try await world.logInAndWait(await world.account(email: email))
    }
    when(
      "the user fails to log in {int} times with email {string}",
      example: #"the user fails to log in 3 times with email "ada@example.com""#,
      time: "lets each login request complete, and dismisses each error alert"
    ) { (world: isolated AppWorld, attempts: Int, email: String) in
      let password = world.accounts.account(email: email).map {
        String($0.password.reversed()) + "0"
      }
      try await world.show(.login)
      for _ in 0..<attempts {
        try Task.checkCancellation()  // a huge count stops at the step timeout
        try world.harness.logIn(email: email, password: password ?? "NotThePassword1")
        await world.harness.runUntilIdle()
        try world.harness.dismissAlert()
      }
    }
  }
}

extension AppWorld {
  /// On Login (shown first when the app shows no screen yet), enters `email` and `password` and
  /// taps "Login"; does not wait for the answer.
  func submitLogin(email: String, password: String) async throws {
    try await expectOrStart(.login)
    try harness.enterCredentials(email: email, password: password)
    try await tap(LoginElement.submit.rawValue)
  }
}
