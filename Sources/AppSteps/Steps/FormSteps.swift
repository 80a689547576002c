import Acceptance
import AppTesting

/// Steps that type into fields and read values and field messages, on any form.
extension StepLibrary {
  mutating func addFormSteps() {
    group = "Forms"
    when(
      "the user enters {string} in the {string} field",
      example: #"the user enters "Grace" in the "First name" field"#
    ) { (world, text: String, field: String) in
      try world.harness.type(text, into: field)
    }
    when(
      "the user enters {string} repeated {int} times in the {string} field",
      example: #"the user enters "Abcd1234" repeated 16 times in the "Password" field"#
    ) { (world, text: String, count: Int, field: String) in
      try world.harness.type(String(repeating: text, count: count), into: field)
    }
    when(
      "the user fills in:", example: "the user fills in:\n  | First name | Grace |"
    ) { (world, table: DataTable) in
      for (field, text) in table.pairs { try world.harness.type(text, into: field) }
    }
    then(
      "the {string} field/value should be {string}",
      example: #"the "Country" value should be "Canada""#
    ) { (world, name: String, value: String) in
      let state = try await world.screen()
      try expect(state.element(name) != nil, "no \"\(name)\" on the \(state.id) screen")
      try expectEqual(state.value(of: name) ?? "no value", value, "the value of \"\(name)\"")
    }
    then(
      "the {string} value should not be shown",
      example: #"the "Name" value should not be shown"#
    ) { (world, name: String) in
      let state = try await world.screen()
      try expect(state.element(name) == nil, "\"\(name)\" is shown on the \(state.id) screen")
    }
    then(
      "the {string} field should show the message {string}",
      example: #"the "Password" field should show the message "Password is required.""#
    ) { (world, field: String, message: String) in
      let shown = try await world.screen().message(for: field) ?? "no message"
      try expectEqual(shown, message, "the message of \(field)")
    }
    then(
      "the {string} field should show no message",
      example: #"the "Password" field should show no message"#
    ) { (world, field: String) in
      let message = try await world.screen().message(for: field)
      try expect(message == nil, "\(field) shows \"\(message ?? "")\"")
    }
    then(
      "the form should show these messages:",
      example: "the form should show these messages:\n  | Name | Name is required. |"
    ) { (world, table: DataTable) in
      let state = try await world.screen()
      for (field, message) in table.pairs {
        try expectEqual(
          state.message(for: field) ?? "no message", message, "the message of \(field)")
      }
      try expectEqual(state.messages.count, table.pairs.count, "the number of messages")
    }
    then("no field should show a message", example: "no field should show a message") { world in
      let messages = try await world.screen().messages
      try expect(messages.isEmpty, "messages are shown: \(messages)")
    }
  }
}
