import Acceptance
import AppTesting
import AuthSimulator
import ProfileApp

/// What several steps check: the top screen, a request still in flight, the alert, a shown text.
extension AppWorld {
  /// Fails when a request is still in flight: the outcome a step asserts is not known yet.
  public func expectNoPendingRequest() throws {
    guard harness.isBusy else { return }
    let answer = clock.nextDeadline.map {
      " (the next answer is due in \($0.offset - clock.elapsed))"
    }
    throw StepFailure(
      "a request is still in flight\(answer ?? ""), so its outcome is not known yet at "
        + "\(clock.elapsed) of virtual time; add a step such as \"When the request completes\" "
        + "before this one")
  }

  /// Fails unless `screen` is on top; with `settled`, also when a request is still in flight.
  public func expectScreen(_ screen: ScreenID, settled: Bool = true) throws {
    if settled { try expectNoPendingRequest() }
    let shown = try self.screen.id
    try verify(
      shown == screen, "expected the \(screen.name) screen, but the \(shown.name) screen is shown")
  }

  /// Logs in as `account` from the Login screen and lets the request complete; fails unless Home
  /// shows.
  public func logInAndWait(_ account: NewAccount) async throws {
    try await show(.login)
    try harness.logIn(email: account.email, password: account.password)
    await harness.runUntilIdle()
    try expectScreen(.home)
  }

  /// The service calls answered since the user's last action (all of them before any action).
  public var callsSinceLastAction: ArraySlice<CallRecord> {
    get async { await service.callLog.dropFirst(lastAction?.calls ?? 0) }
  }

  /// The view calls recorded since the user's last action (all of them before any action).
  public var viewEventsSinceLastAction: ArraySlice<Recorded<ViewEvent>> {
    harness.recording.view.dropFirst(lastAction?.viewEvents ?? 0)
  }

  /// The last action as a message names it: `the "Login" tap`, or "the start".
  var lastActionName: String { lastAction?.name ?? "the start" }

  /// The visible alert, once no request is in flight, or a failure saying that none is shown.
  public func alert() throws -> AlertViewModel {
    try expectNoPendingRequest()
    let state = try screen
    guard let alert = state.alert else {
      throw StepFailure("expected an alert on the \(state.id.name) screen, but none is shown")
    }
    return alert
  }
}

/// Fails unless `actual` is `expected`, quoting both: "expected the welcome text to be "A", but it
/// is "B"" (or "but it is not shown").
func expectText(_ actual: String?, _ expected: String, _ what: String) throws {
  guard actual != expected else { return }
  throw StepFailure(
    "expected \(what) to be \(expected.quoted), but "
      + (actual.map { "it is \($0.quoted)" } ?? "it is not shown"))
}

extension DataTable {
  /// A two-column table (`| Email | ada@example.com |`) as ordered label-value pairs, or a failure
  /// naming the first row that does not have exactly two cells.
  var pairs: [(label: String, value: String)] {
    get throws {
      try rows.map { row in
        guard row.count == 2 else {
          throw StepFailure(
            "each row of this table is a label and a value, but the row "
              + "| \(row.joined(separator: " | ")) | has \(row.count) cell(s)")
        }
        return (row[0], row[1])
      }
    }
  }
}
