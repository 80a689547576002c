import Acceptance
import AppTesting
import ProfileApp

/// Steps of the Home screen; each checks first that Home is shown.
extension StepLibrary {
  mutating func addHomeSteps() {
    group = "Home"
    then(
      "Home screen should display (a )welcome message",
      example: "Home screen should display welcome message"
    ) { (world: isolated AppWorld) in
      let welcome = try world.welcomeText()
      guard let email = await world.service.currentSession?.user.email else {
        throw StepFailure("nobody is logged in, so Home should not welcome anyone")
      }
      try verify(
        welcome.hasPrefix("Welcome") && welcome.contains(email),
        "the welcome message \(welcome.quoted) does not welcome \(email.quoted)")
    }
    then(
      "the welcome text should exactly read: {string}",
      example: #"the welcome text should exactly read: "Welcome, test@gmail.com!""#
    ) { (world: isolated AppWorld, text: String) in
      try expectText(try world.welcomeText(), text, "the welcome text")
    }
    then(
      "no placeholder or generic text should be shown",
      example: "no placeholder or generic text should be shown"
    ) { (world: isolated AppWorld) in
      _ = try world.welcomeText()
      let placeholders = try world.screen.placeholderTexts
      try verify(
        placeholders.isEmpty,
        "placeholder or generic text is shown: \(placeholders.map(\.quoted).joined(separator: ", "))"
      )
    }
  }
}

extension AppWorld {
  /// The welcome text Home shows, once Home is on top and no request is in flight.
  func welcomeText() throws -> String {
    try expectScreen(.home)
    guard let welcome = try screen.element(HomeElement.welcome.rawValue) else {
      throw StepFailure("the Home screen shows no welcome text")
    }
    return welcome.label
  }
}
