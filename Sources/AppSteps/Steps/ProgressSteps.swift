import Acceptance
import AppTesting

/// Steps about progress indicators and buttons enabled while a request runs.
extension StepLibrary {
  mutating func addProgressSteps() {
    group = "Progress and buttons"
    then(
      "the/a loading/progress indicator should appear",
      example: "the loading indicator should appear"
    ) { world in
      try await world.expectLoading()
    }
    then(
      "a spinning progress indicator should be visible",
      example: "a spinning progress indicator should be visible"
    ) { world in
      try await world.expectLoading()
    }
    then(
      "a loading indicator should appear briefly",
      example: "a loading indicator should appear briefly"
    ) { world in
      try await world.expectLoading()
      await world.harness.runUntilIdle()
      let budget = await world.service.budget
      let shown = world.harness.recording.view.loadingDurations
      try expect(
        !shown.isEmpty && shown.allSatisfy { $0 <= budget },
        "the indicator was shown for \(shown), not within \(budget)")
    }
    then(
      "the loading/progress indicator should disappear",
      example: "the loading indicator should disappear"
    ) { world in
      await world.harness.runUntilIdle()
      let state = try world.harness.screen
      try expect(!state.isLoading, "a progress indicator is still shown on the \(state.id) screen")
      try expect(
        world.harness.recording.view.loadingAppearedThenDisappeared,
        "no progress indicator appeared and disappeared")
    }
    then(
      "the {string} button should be disabled",
      example: #"the "Login" button should be disabled"#
    ) { (world, button: String) in
      try await world.expectButton(button, enabled: false)
    }
    then(
      "the {string} button should be enabled", example: #"the "Login" button should be enabled"#
    ) { (world, button: String) in
      try await world.expectButton(button, enabled: true)
    }
    then("the button should be re-enabled", example: "the button should be re-enabled") {
      world in
      guard let tap = world.lastTap else { throw StepFailure("no button was tapped") }
      await world.harness.settle()
      let records = world.harness.recording.view(on: tap.screen)
      let changes = records.events.compactMap { event -> Bool? in
        guard case .buttonEnabled(tap.label, let enabled) = event else { return nil }
        return enabled
      }
      try expect(changes.last == true, "the \"\(tap.label)\" button is not enabled again")
      try expect(
        records.wasDisabledWhileLoading(tap.label),
        "the \"\(tap.label)\" button was not disabled for the whole request")
      if try world.harness.screen.id == tap.screen {
        try await world.expectButton(tap.label, enabled: true)
      }
    }
  }
}

extension AppWorld {
  /// Fails unless the top screen shows a progress indicator while a request is pending.
  func expectLoading() async throws {
    await harness.waitForPendingRequest()
    let state = try harness.screen
    try expect(state.isLoading, "no progress indicator is shown on the \(state.id) screen")
  }

  /// Fails unless the button titled `title` on the top screen is enabled (or disabled).
  func expectButton(_ title: String, enabled: Bool) async throws {
    let state = try await screen()
    guard let button = state.element(title) else {
      throw StepFailure("no \"\(title)\" button on the \(state.id) screen")
    }
    try expectEqual(button.isEnabled, enabled, "whether \"\(title)\" is enabled")
  }
}
