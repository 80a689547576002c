import Acceptance
import AppTesting

/// Steps of the accessibility audit. Every visited screen is also audited after each scenario.
extension StepLibrary {
  mutating func addAccessibilitySteps() {
    group = "Accessibility"
    then(
      "the {screen} screen should pass the accessibility audit",
      example: "the Login screen should pass the accessibility audit"
    ) { (world, screen: ScreenName) in
      try await world.expectScreen(screen.id)
      let issues = try world.harness.audit()
      try expect(issues.isEmpty, "accessibility issues: \(issues)")
    }
    then(
      "all fields and buttons should have accessibility labels",
      example: "all fields and buttons should have accessibility labels"
    ) { world in
      let state = try await world.screen()
      let interactive = state.elements.filter(\.role.isInteractive)
      try expect(!interactive.isEmpty, "the \(state.id) screen has no fields or buttons")
      let unlabelled = interactive.filter { $0.label.trimmed.isEmpty }.map(\.id)
      try expect(unlabelled.isEmpty, "elements without a label: \(unlabelled)")
    }
    then(
      "every screen shown should pass the accessibility audit",
      example: "every screen shown should pass the accessibility audit"
    ) { world in
      world.audit.audit(world.harness)
      try expect(world.audit.failureMessage == nil, world.audit.failureMessage ?? "")
    }
    then(
      "the screens shown should be audited: {string}",
      example: #"the screens shown should be audited: "login, home""#
    ) { (world, list: String) in
      world.audit.audit(world.harness)
      try expectEqual(
        world.audit.visited.map(\.rawValue).joined(separator: ", "), list, "the audited screens")
    }
    given(
      "the screens are allowed to fail the accessibility audit",
      example: "the screens are allowed to fail the accessibility audit"
    ) { world in
      world.mayFailAudit = true
    }
  }
}
