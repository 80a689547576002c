import Acceptance
import AppTesting
import ProfileApp

/// Steps that open screens, tap buttons and check where the user is.
extension StepLibrary {
  mutating func addNavigationSteps() {
    group = "Navigation"
    given(
      "the user is on (the ){screen} screen", example: "the user is on login screen",
      time:
        "Home, User list and Profile form: logs in with the correct credentials and lets every "
        + "request complete (the list loaded); Login and Sign up take no time"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try await world.open(screen.id)
    }
    when(
      "the user taps the {string} button", example: #"the user taps the "Login" button"#
    ) { (world: isolated AppWorld, button: String) in
      try await world.tap(button)
    }
    when("the user goes back", example: "the user goes back") { (world: isolated AppWorld) in
      try await world.goBack()
    }
    when(
      "the app navigates to the {screen} screen",
      example: "the app navigates to the Home screen"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try world.expectScreen(screen.id)
    }
    addWhereTheUserIsChecks()
    addRefusalSteps()
  }

  private mutating func addWhereTheUserIsChecks() {
    then(
      "(the )app should navigate to (the ){screen} screen",
      example: "app should navigate to home screen"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try world.expectScreen(screen.id)
      try verify(
        world.navigationsSinceLastAction.contains { $0.screen == screen.id && $0.event != .pop },
        "the \(screen.id.name) screen is shown, but the app did not navigate to it"
          + " since \(world.lastActionName)")
    }
    then(
      "the user should remain on the {screen} screen",
      example: "the user should remain on the Login screen"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try world.expectScreen(screen.id)
      let since = world.navigationsSinceLastAction
      try verify(
        since.isEmpty,
        "the app navigated since \(world.lastActionName): "
          + since.map { $0.event.sentence(for: $0.screen) }.joined(separator: ", "))
    }
    then(
      "the user should be on the {screen} screen",
      example: "the user should be on the Profile form screen"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try world.expectScreen(screen.id)
    }
    then(
      "the user should not be able to go back", example: "the user should not be able to go back"
    ) { (world: isolated AppWorld) in
      try world.expectNoPendingRequest()
      let navigation = world.harness.navigation
      try verify(
        navigation.stack.count == 1 && navigation.modal == nil,
        "the user can go back: the screens are "
          + navigation.screens.map(\.name).joined(separator: " > ").quoted)
    }
    then(
      "the screens should be {string}", example: #"the screens should be "Home > User list""#
    ) { (world: isolated AppWorld, path: String) in
      try world.expectNoPendingRequest()
      let expected = try path.components(separatedBy: " > ").map { name in
        guard let id = ScreenName.screen(named: name) else {
          throw StepFailure("unknown screen \(name.quoted)")
        }
        return id
      }
      let shown = world.harness.navigation.screens
      try verify(
        shown == expected,
        "expected the screens to be \(expected.map(\.name).joined(separator: " > ").quoted), "
          + "but they are \(shown.map(\.name).joined(separator: " > ").quoted)")
    }
  }

  private mutating func addRefusalSteps() {
    when(
      "the user opens the {screen} screen without logging in",
      example: "the user opens the User list screen without logging in"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try verify(
        screen.id == .userList,
        "only the User list screen can be opened without a value to show; not the "
          + "\(screen.id.name) screen")
      await world.tryToStart(at: .userList)
    }
    then(
      "the app should refuse with the message {string}",
      example: #"the app should refuse with the message "Please log in to continue.""#
    ) { (world: isolated AppWorld, message: String) in
      guard case .navigation(let error) = world.refusal else {
        throw StepFailure("the app did not refuse to open the screen")
      }
      try expectText(ErrorMessages.text(for: error), message, "the refusal")
      // A refusal shows nothing and asks the service nothing: no screen was built to be dropped.
      let shown = world.viewEventsSinceLastAction
      try verify(
        shown.isEmpty,
        "the app refused, but its screens were told \(shown.count) things since "
          + "\(world.lastActionName), the first on the \(shown.first?.screen.name ?? "") screen")
      try verify(
        world.navigationsSinceLastAction.isEmpty,
        "the app refused, but it navigated since \(world.lastActionName)")
      let calls = await world.callsSinceLastAction
      try verify(
        calls.isEmpty, "the app refused, but it called the service since \(world.lastActionName)")
      try world.expectNoPendingRequest()
    }
  }
}

extension AppWorld {
  /// Shows `screen` the way a user reaches it: Login directly, Sign up from Login's "Sign up"
  /// link; Home, the user list and the profile form after logging in with the correct
  /// credentials.
  func open(_ screen: ScreenID) async throws {
    switch screen {
    case .login: try await show(.login)
    case .signup:
      guard (try? harness.screen.id) != .signup else { return }
      try await show(.login)
      try harness.tap(LoginElement.signup.rawValue)
      await harness.runUntilIdle()
      try expectScreen(.signup)
    case .home, .userList, .profileForm:
      if (try? harness.screen.id) != .home { try await logInAndWait(await correctAccount()) }
      if screen == .userList { try harness.tap(HomeElement.users.rawValue) }
      if screen == .profileForm { try harness.tap(HomeElement.profile.rawValue) }
      await harness.runUntilIdle()
      try expectScreen(screen)
    case .profile:
      throw StepFailure("the Profile screen opens by saving the profile form")
    }
  }

  /// The navigation calls since the user's last action (all of them before any action).
  var navigationsSinceLastAction: ArraySlice<Recorded<NavigationEvent>> {
    harness.navigation.records.dropFirst(lastAction?.navigations ?? 0)
  }
}
