import Acceptance
import AppTesting
import ProfileApp

/// Steps that open screens, tap buttons and check where the user is.
extension StepLibrary {
  mutating func addNavigationSteps() {
    group = "Navigation"
    given(
      "the user is on (the ){screen} screen", example: "the user is on login screen"
    ) { (world, screen: ScreenName) in
      try await world.open(screen.id)
    }
    when(
      "the user taps the {string} button", example: #"the user taps the "Login" button"#
    ) { (world, button: String) in
      try await world.tap(button)
    }
    when("the user goes back", example: "the user goes back") { world in
      world.harness.navigation.pop()
      await world.harness.settle()
    }
    when(
      "the app navigates to the {screen} screen",
      example: "the app navigates to the Home screen"
    ) { (world, screen: ScreenName) in
      try await world.expectScreen(screen.id)
    }
    then(
      "(the )app should navigate to (the ){screen} screen",
      example: "app should navigate to home screen"
    ) { (world, screen: ScreenName) in
      try await world.expectScreen(screen.id)
    }
    then(
      "the user should remain on the {screen} screen",
      example: "the user should remain on the Login screen"
    ) { (world, screen: ScreenName) in
      try await world.expectScreen(screen.id)
      let since = world.harness.navigation.records.dropFirst(world.lastTap?.navigations ?? 0)
      try expect(
        since.isEmpty,
        "the app navigated since the last tap: \(since.map { "\($0.event) \($0.screen)" })")
    }
    then(
      "the user should be on the {screen} screen",
      example: "the user should be on the Profile form screen"
    ) { (world, screen: ScreenName) in
      try await world.expectScreen(screen.id)
    }
    then(
      "the screens should be {string}", example: #"the screens should be "Home > User list""#
    ) { (world, path: String) in
      await world.harness.settle()
      let expected = try path.components(separatedBy: " > ").map { name in
        guard let id = ScreenName.names.first(where: { $0.0 == name.lowercased() })?.1 else {
          throw StepFailure("unknown screen \(name)")
        }
        return id
      }
      try expectEqual(world.harness.navigation.screens, expected, "the navigation stack")
    }
    when(
      "the user opens the {screen} screen without logging in",
      example: "the user opens the User list screen without logging in"
    ) { (world, screen: ScreenName) in
      try expect(screen.id == .userList, "only the user list opens without a payload")
      do throws(HarnessError) {
        try world.harness.start(at: .userList)
      } catch {
        world.refusal = error
      }
    }
    then(
      "the app should refuse with the message {string}",
      example: #"the app should refuse with the message "Please log in to continue.""#
    ) { (world, message: String) in
      guard case .navigation(let error) = world.refusal else {
        throw StepFailure("the app did not refuse to navigate")
      }
      try expectEqual(ErrorMessages.text(for: error), message, "the refusal")
    }
  }
}

extension AppWorld {
  /// Shows `screen`: Login and Sign up directly; Home, the user list and the profile form after
  /// logging in with the correct credentials.
  func open(_ screen: ScreenID) async throws {
    switch screen {
    case .login: try show(.login)
    case .signup: try show(.signup)
    case .home, .userList, .profileForm:
      if (try? harness.screen.id) != .home { try await logInAndWait(try accounts.correct) }
      if screen == .userList { try harness.tap(HomeElement.users.rawValue) }
      if screen == .profileForm { try harness.tap(HomeElement.profile.rawValue) }
      await harness.runUntilIdle()
      try await expectScreen(screen)
    case .profile:
      throw StepFailure("the Profile screen opens by saving the profile form")
    }
  }
}
