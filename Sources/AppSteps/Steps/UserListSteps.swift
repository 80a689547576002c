import Acceptance
import AppTesting
import ProfileApp

/// Steps of the User list screen. They wait for the list to finish loading (time passes).
extension StepLibrary {
  mutating func addUserListSteps() {
    group = "User list"
    then(
      "the user list should show:",
      example:
        "the user list should show:\n  | name | email |\n  | Ada Lovelace | ada@example.com |"
    ) { (world, table: DataTable) in
      let rows = try await world.loadedUserRows()
      let expected = table.asMaps()
      try expectEqual(rows.count, expected.count, "the number of rows (\(rows))")
      for (row, user) in zip(rows, expected) {
        let parts = [user["name"], user["email"]].compactMap { $0 }
        try expect(parts.allSatisfy(row.contains), "the row \"\(row)\" is not \(parts)")
      }
    }
    then(
      "the user list should include {string}",
      example: #"the user list should include "grace@example.com""#
    ) { (world, text: String) in
      let rows = try await world.loadedUserRows()
      try expect(rows.contains { $0.contains(text) }, "no row shows \(text): \(rows)")
    }
    when(
      "the user selects {string} in the user list",
      example: #"the user selects "Alan Turing" in the user list"#
    ) { (world, text: String) in
      _ = try await world.loadedUserRows()
      let row = try world.harness.screen.elements.first {
        $0.id.hasPrefix(UserListElement.rowPrefix) && $0.label.contains(text)
      }
      guard let row else { throw StepFailure("no row shows \(text)") }
      try await world.tap(row.id)
      await world.harness.runUntilIdle()
    }
    then(
      "the user details should show {string}",
      example: #"the user details should show "Phone: +441112223334""#
    ) { (world, line: String) in
      let texts = try await world.screen().texts
      try expect(texts.contains(line), "the details do not show \(line): \(texts)")
    }
    then(
      "the user list should show the message {string}",
      example: #"the user list should show the message "Please log in again.""#
    ) { (world, message: String) in
      await world.harness.runUntilIdle()
      let texts = try world.harness.screen.texts
      try expect(texts.contains { $0.contains(message) }, "no message \(message): \(texts)")
    }
  }
}

extension AppWorld {
  /// The rows of the user list once it has loaded.
  func loadedUserRows() async throws -> [String] {
    try await expectScreen(.userList)
    await harness.runUntilIdle()
    return try harness.screen.elements.filter { $0.id.hasPrefix(UserListElement.rowPrefix) }
      .map(\.label)
  }
}
