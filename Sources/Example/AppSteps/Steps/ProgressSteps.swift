import Acceptance
import AppTesting
import ProfileApp

/// Steps about progress indicators and buttons while a request runs. They check the screen as it
/// is at that moment; only "a loading indicator should appear briefly" lets time pass.
extension StepLibrary {
  mutating func addProgressSteps() {
    group = "Progress and buttons"
    then(
      "the/a loading/progress indicator should appear",
      example: "the loading indicator should appear"
    ) { (world: isolated AppWorld) in
      try world.expectLoading()
    }
    then(
      "a spinning progress indicator should be visible",
      example: "a spinning progress indicator should be visible"
    ) { (world: isolated AppWorld) in
      try world.expectLoading()
    }
    then(
      "a loading indicator should appear briefly",
      example: "a loading indicator should appear briefly",
      time:
        "checks that the indicator is shown now, lets every pending request complete, then checks "
        + "that the indicator went away within the latency budget of its showing"
    ) { (world: isolated AppWorld) in
      try world.expectLoading()
      let screen = try world.screen.id
      await world.harness.runUntilIdle()
      let budget = await world.service.budget
      let state = try world.screen
      try verify(
        !state.isLoading, "the progress indicator is still shown on the \(state.id.name) screen")
      guard let shown = world.harness.recording.view(on: screen).loadingDurations.last else {
        throw StepFailure("the progress indicator of the \(screen.name) screen never went away")
      }
      try verify(shown <= budget, "the indicator was shown for \(shown), longer than \(budget)")
    }
    then(
      "the loading/progress indicator should disappear",
      example: "the loading indicator should disappear"
    ) { (world: isolated AppWorld) in
      let state = try world.screen
      try verify(
        !state.isLoading,
        "the progress indicator is still shown on the \(state.id.name) screen at "
          + "\(world.clock.elapsed) of virtual time")
      try world.expectNoPendingRequest()
      try verify(
        Array(world.viewEventsSinceLastAction).loadingAppearedThenDisappeared,
        "no progress indicator appeared and then went away since \(world.lastActionName)")
    }
    then(
      "the {string} button should be disabled",
      example: #"the "Login" button should be disabled"#
    ) { (world: isolated AppWorld, button: String) in
      try world.expectButton(button, enabled: false)
    }
    then(
      "the {string} button should be enabled", example: #"the "Login" button should be enabled"#
    ) { (world: isolated AppWorld, button: String) in
      try world.expectButton(button, enabled: true)
    }
    then("the button should be re-enabled", example: "the button should be re-enabled") {
      (world: isolated AppWorld) in
      guard let tap = world.lastAction, let button = tap.button else {
        throw StepFailure("no button was tapped since \(world.lastActionName)")
      }
      try world.expectNoPendingRequest()
      // What the tapped screen was told since the tap: an earlier request that disabled the
      // button says nothing of this one.
      let records = world.viewEventsSinceLastAction.filter { $0.screen == tap.screen }
      try verify(
        records.wasDisabledWhileLoading(button),
        "the \(button.quoted) button was not disabled for the whole request since "
          + world.lastActionName)
      if try world.screen.id == tap.screen {
        try world.expectButton(button, enabled: true)
      }
    }
  }
}

extension AppWorld {
  /// Fails unless the top screen shows a progress indicator now.
  func expectLoading() throws {
    let state = try screen
    try verify(
      state.isLoading,
      "no progress indicator is shown on the \(state.id.name) screen at \(clock.elapsed) of "
        + "virtual time" + (harness.isBusy ? "" : ", and no request is in flight"))
  }

  /// Fails unless the button titled `title` on the top screen is enabled (or disabled) now.
  func expectButton(_ title: String, enabled: Bool) throws {
    let button = try element(title)
    let screenName = try screen.id.name
    try verify(
      button.role == .button, "\(title.quoted) on the \(screenName) screen is not a button")
    try verify(
      button.isEnabled == enabled,
      "the \(title.quoted) button is \(button.isEnabled ? "enabled" : "disabled")")
  }
}
