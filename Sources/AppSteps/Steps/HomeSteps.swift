import Acceptance
import AppTesting
import ProfileApp

/// Steps of the Home screen.
extension StepLibrary {
  mutating func addHomeSteps() {
    group = "Home"
    then(
      "Home screen should display (a )welcome message",
      example: "Home screen should display welcome message"
    ) { world in
      try await world.expectScreen(.home)
      let welcome = try world.harness.screen.element(HomeElement.welcome.rawValue)?.label ?? ""
      let email = await world.service.currentSession?.user.email ?? "(nobody)"
      try expect(
        welcome.hasPrefix("Welcome") && welcome.contains(email),
        "the welcome message \"\(welcome)\" does not welcome \(email)")
    }
    then(
      "the welcome text should exactly read: {string}",
      example: #"the welcome text should exactly read: "Welcome, test@gmail.com!""#
    ) { (world, text: String) in
      try await world.expectScreen(.home)
      let welcome = try world.harness.screen.element(HomeElement.welcome.rawValue)?.label
      try expectEqual(welcome ?? "no welcome text", text, "the welcome text")
    }
    then(
      "no placeholder or generic text should be shown",
      example: "no placeholder or generic text should be shown"
    ) { world in
      let placeholders = try await world.screen().placeholderTexts
      try expect(placeholders.isEmpty, "placeholder or generic text is shown: \(placeholders)")
    }
  }
}
