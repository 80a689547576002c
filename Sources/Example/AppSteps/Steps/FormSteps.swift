import Acceptance
import AppTesting
import ProfileApp

/// Steps that type into fields and read values and field messages, on the form on screen.
extension StepLibrary {
  mutating func addFormSteps() {
    group = "Forms"
    when(
      "the user enters {string} in the {string} field",
      example: #"the user enters "Grace" in the "First name" field"#
    ) { (world: isolated AppWorld, text: String, field: String) in
      try world.harness.type(text, into: field)
    }
    when(
      "the user enters {string} repeated {int} times in the {string} field",
      example: #"the user enters "Abcd1234" repeated 16 times in the "Password" field"#
    ) { (world: isolated AppWorld, text: String, count: Int, field: String) in
      try verify(count >= 0, "cannot repeat a text \(count) times")
      let length = text.utf8.count.multipliedReportingOverflow(by: count)
      try verify(
        !length.overflow && length.partialValue <= maximumTypedLength,
        "\(text.quoted) repeated \(count) times is longer than the \(maximumTypedLength) bytes a field takes in a scenario"
      )
      try world.harness.type(String(repeating: text, count: count), into: field)
    }
    when(
      "the user fills in:", example: "the user fills in:\n  | First name | Grace |"
    ) { (world: isolated AppWorld, table: DataTable) in
      for (field, text) in try table.pairs { try world.harness.type(text, into: field) }
    }
    then(
      "the {string} field should be {string}",
      example: #"the "Name" field should be "Ada Lovelace""#
    ) { (world: isolated AppWorld, name: String, value: String) in
      let element = try world.element(name)
      let screenName = try world.screen.id.name
      try verify(
        inputFieldRoles.contains(element.role),
        "\(name.quoted) on the \(screenName) screen is a \(element.role.rawValue), not a text, "
          + "secure, picker or date field")
      try expectText(element.value ?? "", value, "the value of \(name.quoted)")
    }
    then(
      "the {string} value should be {string}",
      example: #"the "Country" value should be "Canada""#
    ) { (world: isolated AppWorld, name: String, value: String) in
      let element = try world.element(name)
      try verify(
        element.role != .button && (element.role != .staticText || element.value != nil),
        "\(name.quoted) is a \(element.role == .button ? "button" : "text"), which has no value")
      try expectText(element.value ?? "", value, "the value of \(name.quoted)")
    }
    then(
      "the {string} value should not be shown",
      example: #"the "Name" value should not be shown"#
    ) { (world: isolated AppWorld, name: String) in
      let state = try world.screen
      try verify(
        state.element(name) == nil,
        "\(name.quoted) is shown on the \(state.id.name) screen"
          + (state.value(of: name).map { ": \($0.quoted)" } ?? ""))
    }
    addMessageChecks()
  }

  private mutating func addMessageChecks() {
    then(
      "the {string} field should show the message {string}",
      example: #"the "Password" field should show the message "Password is required.""#
    ) { (world: isolated AppWorld, field: String, message: String) in
      try world.expectField(field)
      try expectText(
        try world.screen.message(for: field), message, "the message of \(field.quoted)")
    }
    then(
      "the {string} field should show no message",
      example: #"the "Password" field should show no message"#
    ) { (world: isolated AppWorld, field: String) in
      try world.expectField(field)
      let message = try world.screen.message(for: field)
      try verify(message == nil, "\(field.quoted) shows the message \((message ?? "").quoted)")
    }
    then(
      "the form should show these messages:",
      example: "the form should show these messages:\n  | Name | Name is required. |"
    ) { (world: isolated AppWorld, table: DataTable) in
      let state = try world.screen
      var listed: Set<String> = []
      for (field, message) in try table.pairs {
        try world.expectField(field)
        try expectText(state.message(for: field), message, "the message of \(field.quoted)")
        listed.insert(try world.element(field).id)
      }
      // Field by field: a message under a field the table does not list is one too many, even
      // when its words are those of a listed field's message.
      let extra = state.fieldMessages.filter { !listed.contains($0.fieldID) }
      try verify(
        extra.isEmpty,
        "the form also shows: "
          + extra.map { "\($0.name.quoted): \($0.message.quoted)" }
          .joined(separator: ", "))
    }
    then("no field should show a message", example: "no field should show a message") {
      (world: isolated AppWorld) in
      let state = try world.screen
      try verify(
        state.elements.contains { $0.role.isInteractive && $0.role != .button },
        "the \(state.id.name) screen has no fields")
      try verify(
        state.messages.isEmpty,
        "messages are shown: \(state.messages.map(\.quoted).joined(separator: ", "))")
    }
  }
}

/// The kinds of element the "field" wording names: text, secure, picker and date fields.
let inputFieldRoles: Set<AccessibilityElement.Role> = [
  .textField, .secureField, .picker, .datePicker,
]

extension ScreenState {
  /// Each field error shown, in reading order, with the field it is shown under: the identifier
  /// of the error's static text is the field's followed by `.error`. `name` is the field's label,
  /// or its identifier when no element of the screen has it.
  var fieldMessages: [(fieldID: String, name: String, message: String)] {
    elements.compactMap { shown in
      guard shown.role == .staticText, shown.id.hasSuffix(".error") else { return nil }
      let fieldID = String(shown.id.dropLast(".error".count))
      let name = elements.first { $0.id == fieldID }?.label ?? fieldID
      return (fieldID, name, shown.label)
    }
  }
}

extension AppWorld {
  /// Fails unless `name` is a field or control of the top screen (not a button, not a text).
  func expectField(_ name: String) throws {
    let element = try element(name)
    let screenName = try screen.id.name
    try verify(
      element.role.isInteractive && element.role != .button,
      "\(name.quoted) on the \(screenName) screen is not a field")
  }

  /// The element whose label (or identifier) is `name` on the top screen, or a failure that lists
  /// what the screen shows.
  func element(_ name: String) throws -> AccessibilityElement {
    let state = try screen
    guard let element = state.element(name) else {
      throw HarnessError.noElement(name, on: state.id, shown: state.inventory)
    }
    return element
  }
}

/// The longest text a step types into one field: 1 MB, far past any field's rule (a password takes
/// 128 characters), so a scenario can test long input without a typo in a count exhausting memory.
let maximumTypedLength = 1 << 20
