import Acceptance
import AppTesting
import ProfileApp

/// What several steps do: settle and check the top screen, log in and wait, read a table.
extension AppWorld {
  /// Fails unless `screen` is on top, saying what is instead and whether a request is pending.
  public func expectScreen(_ screen: ScreenID) async throws {
    let shown = try await self.screen().id
    let pending =
      harness.isBusy
      ? ", with a request still pending (add a step such as \"When the request completes\")" : ""
    try expect(
      shown == screen, "expected the \(screen) screen, but the \(shown) screen is shown\(pending)")
  }

  /// Logs in as `account` from the Login screen and lets the request complete; fails unless Home
  /// shows.
  public func logInAndWait(_ account: NewAccount) async throws {
    try show(.login)
    try harness.logIn(email: account.email, password: account.password)
    await harness.runUntilIdle()
    try await expectScreen(.home)
  }

  /// The account registered with `email`, or a failure saying how to register it.
  public func account(email: String) throws -> NewAccount {
    guard let account = accounts.account(email: email) else {
      throw StepFailure(
        "no account with email \(email) is registered in this scenario; register it first, for "
          + "example in a \"Given these users are registered:\" table")
    }
    return account
  }

  /// The visible alert, or a failure saying that none is shown.
  public func alert() async throws -> AlertViewModel {
    let state = try await screen()
    guard let alert = state.alert else {
      throw StepFailure("expected an alert on the \(state.id) screen, but none is shown")
    }
    return alert
  }
}

extension DataTable {
  /// A two-column table (`| Email | ada@example.com |`) as ordered label-value pairs.
  var pairs: [(label: String, value: String)] {
    rows.compactMap { $0.count >= 2 ? ($0[0], $0[1]) : nil }
  }
}
