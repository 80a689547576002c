import Acceptance
import AppTesting
import ProfileApp

/// Steps of the User list screen. The checks read the list as shown, once no request is in flight;
/// they match whole values (a name, an email, a whole line), never a part of one.
extension StepLibrary {
  mutating func addUserListSteps() {
    group = "User list"
    then(
      "the user list should show:",
      example:
        "the user list should show:\n  | name | email |\n  | Ada Lovelace | ada@example.com |"
    ) { (world: isolated AppWorld, table: DataTable) in
      let rows = try world.userRows()
      // The rows must come from a list the app gave the screen since the user's last action: a
      // list that was never loaded shows no rows, as an empty table expects.
      let listed = world.viewEventsSinceLastAction.contains {
        guard $0.screen == .userList, case .list(UserListElement.title, _) = $0.event else {
          return false
        }
        return true
      }
      try verify(
        listed, "the User list screen was given no list of users since \(world.lastActionName)")
      let unknown = table.header.filter { !["name", "email"].contains($0) }
      try verify(
        unknown.isEmpty,
        "the user list shows each user's name and email only, not "
          + unknown.map(\.quoted).joined(separator: ", "))
      let expected = table.asMaps().map { user in
        ["name", "email"].compactMap { user[$0] }.joined(separator: ", ")
      }
      try verify(
        rows == expected,
        "expected the user list to show \(expected.map(\.quoted).joined(separator: ", ")), "
          + "but it shows \(rows.isEmpty ? "no rows" : rows.map(\.quoted).joined(separator: ", "))")
    }
    then(
      "the user list should include {string}",
      example: #"the user list should include "grace@example.com""#
    ) { (world: isolated AppWorld, text: String) in
      let rows = try world.userRows()
      try verify(rows.contains { $0.isRow(showing: text) }, noRow(showing: text, in: rows))
    }
    when(
      "the user selects {string} in the user list",
      example: #"the user selects "Alan Turing" in the user list"#,
      time: "lets the list finish loading first, and the user's details load after the tap"
    ) { (world: isolated AppWorld, text: String) in
      await world.harness.runUntilIdle()
      let rows = try world.userRows()
      guard let row = rows.first(where: { $0.isRow(showing: text) }) else {
        throw StepFailure(noRow(showing: text, in: rows))
      }
      try await world.tap(row)
      await world.harness.runUntilIdle()
    }
    then(
      "the user details should show {string}",
      example: #"the user details should show "Phone: +441112223334""#
    ) { (world: isolated AppWorld, line: String) in
      let lines = try world.detailLines()
      try verify(
        lines.contains(line),
        "the user details do not show \(line.quoted); they show "
          + (lines.isEmpty ? "nothing" : lines.map(\.quoted).joined(separator: ", ")))
    }
    then("the user list should show no message", example: "the user list should show no message") {
      (world: isolated AppWorld) in
      try world.expectScreen(.userList)
      if let message = try world.screen.element(UserListElement.message)?.label {
        throw StepFailure("the user list shows the message \(message.quoted)")
      }
    }
    then(
      "the user details should show exactly:",
      example:
        "the user details should show exactly:\n  | Ada Lovelace |\n  | Email: ada@example.com |"
    ) { (world: isolated AppWorld, table: DataTable) in
      let expected = table.rows.map { $0.joined(separator: " | ") }
      let lines = try world.detailLines()
      try verify(
        lines == expected,
        "expected the user details to be \(expected.map(\.quoted).joined(separator: ", ")), but "
          + "they are "
          + (lines.isEmpty ? "not shown" : lines.map(\.quoted).joined(separator: ", ")))
    }
    then(
      "the user list should show the message {string}",
      example: #"the user list should show the message "Please log in again.""#
    ) { (world: isolated AppWorld, message: String) in
      try world.expectScreen(.userList)
      try expectText(
        try world.screen.element(UserListElement.message)?.label, message,
        "the user list's message")
    }
  }
}

extension AppWorld {
  /// The lines of the selected user's details as shown, once the User list is on top with no
  /// request in flight.
  func detailLines() throws -> [String] {
    try expectScreen(.userList)
    return try screen.elements.filter { $0.id.hasPrefix(UserListElement.details + ".") }
      .map(\.label)
  }

  /// The rows of the user list as shown, once the User list is on top with no request in flight.
  func userRows() throws -> [String] {
    try expectScreen(.userList)
    return try screen.elements.filter { $0.id.hasPrefix(UserListElement.rowPrefix) }.map(\.label)
  }
}

extension String {
  /// Whether this row of the user list is `value`, or shows it as one of its parts (a whole name or
  /// a whole email).
  fileprivate func isRow(showing value: String) -> Bool {
    self == value || components(separatedBy: ", ").contains(value)
  }
}

/// The failure of a step that looked for `value` in the user list's `rows`.
private func noRow(showing value: String, in rows: [String]) -> String {
  "no row of the user list is or shows \(value.quoted); the rows: "
    + (rows.isEmpty ? "none" : rows.map(\.quoted).joined(separator: ", "))
}
