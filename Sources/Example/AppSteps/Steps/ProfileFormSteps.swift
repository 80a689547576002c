import Acceptance
import AppTesting
import Foundation
import ProfileApp

/// Steps of the profile form: pickers, the date picker, the gender control, the switch.
extension StepLibrary {
  mutating func addProfileFormSteps() {
    group = "Profile form"
    when(
      "the user chooses {string} for {string}",
      example: #"the user chooses "Canada" for "Country""#
    ) { (world: isolated AppWorld, option: String, control: String) in
      try world.harness.choose(option, in: control)
    }
    when(
      "the user picks the date {string} for {string}",
      example: #"the user picks the date "1990-02-28" for "Birth date""#
    ) { (world: isolated AppWorld, text: String, control: String) in
      try world.harness.pickDate(try calendarDate(text), in: control)
    }
    when(
      "the user turns the {string} switch {word}",
      example: #"the user turns the "Show name on profile" switch off"#
    ) { (world: isolated AppWorld, name: String, state: String) in
      try world.harness.setSwitch(name, to: try switchIsOn(state))
    }
    when(
      "the user fills the profile form with:",
      example: "the user fills the profile form with:\n  | Country | Canada |"
    ) { (world: isolated AppWorld, table: DataTable) in
      try world.harness.fillProfileForm(try profileInput(table))
    }
    given(
      "the user has saved this profile:",
      example:
        "the user has saved this profile:\n  | Country | Canada |\n  | Birth date | 1990-02-28 |",
      time:
        "logs in with the correct credentials first, as \"the user is on the Profile form "
        + "screen\" does, and lets the save complete"
    ) { (world: isolated AppWorld, table: DataTable) in
      try await world.open(.profileForm)
      try world.harness.fillProfileForm(try profileInput(table))
      try world.harness.saveProfile()
      await world.harness.runUntilIdle()
      try world.expectScreen(.profile)
    }
    then(
      "the {string} picker should offer {string}",
      example: #"the "Country" picker should offer "Canada""#
    ) { (world: isolated AppWorld, control: String, option: String) in
      let options = try world.harness.options(of: control)
      try verify(
        options.contains(option),
        "\(control.quoted) does not offer \(option.quoted); it offers \(options.count) options: "
          + options.map(\.quoted).joined(separator: ", "))
    }
    then(
      "the {string} picker should not offer {string}",
      example: #"the "Country" picker should not offer "Atlantis""#
    ) { (world: isolated AppWorld, control: String, option: String) in
      let options = try world.harness.options(of: control)
      try verify(!options.isEmpty, "\(control.quoted) offers no options at all")
      try verify(!options.contains(option), "\(control.quoted) offers \(option.quoted)")
    }
    then(
      "the {string} picker should offer {int} options in alphabetical order",
      example: #"the "Country" picker should offer 249 options in alphabetical order"#
    ) { (world: isolated AppWorld, control: String, count: Int) in
      let options = try world.harness.options(of: control)
      try verify(options.count == count, "\(control.quoted) offers \(options.count) options")
      let english = Locale(identifier: "en")
      let precedes = { (first: String, second: String) in
        first.compare(second, locale: english) == .orderedAscending
      }
      // In order unless an option belongs before the one above it: one comparison per option.
      guard zip(options, options.dropFirst()).contains(where: { precedes($1, $0) }) else { return }
      let sorted = options.sorted(by: precedes)
      let index = options.indices.first { options[$0] != sorted[$0] } ?? 0
      throw StepFailure(
        "\(control.quoted) offers \(options[index].quoted) where \(sorted[index].quoted) belongs")
    }
    given("today is {string}", example: #"today is "2026-06-15""#) {
      (world: isolated AppWorld, text: String) in
      world.today.set(try calendarDate(text))
    }
  }
}

/// The day written `yyyy-mm-dd`, or a failure.
func calendarDate(_ text: String) throws -> CalendarDate {
  guard let date = CalendarDate(iso: text) else {
    throw StepFailure("\(text.quoted) is not a day of the calendar written yyyy-mm-dd")
  }
  return date
}

/// Whether the switch state `word` is on: On or Off, in any letter case, or a failure that names
/// the word and the two it takes.
func switchIsOn(_ word: String) throws -> Bool {
  switch word.lowercased() {
  case "on": return true
  case "off": return false
  default: throw StepFailure("a switch is On or Off (in any letter case), not \(word.quoted)")
  }
}

/// The profile form input of a two-column table whose labels are the form's labels.
func profileInput(_ table: DataTable) throws -> ProfileFormInput {
  var input = ProfileFormInput()
  for (label, value) in try table.pairs {
    switch ProfileFormModels.Field.allCases.first(where: {
      ProfileFormMessages.label(of: $0) == label
    }) {
    case .name: input.name = value
    case .email: input.email = value
    case .country: input.country = value
    case .birthDate: input.birthDate = try calendarDate(value)
    case nil where label == "Gender": input.gender = value
    case nil where label == "Show name on profile": input.showsName = try switchIsOn(value)
    case nil: throw StepFailure("the profile form has no \(label)")
    }
  }
  return input
}
