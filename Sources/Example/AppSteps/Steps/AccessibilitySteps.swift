import Acceptance
import AppTesting

/// Steps of the accessibility audit, which reads each screen as its view shows it. Every visited
/// screen is also audited after each step and each scenario.
extension StepLibrary {
  mutating func addAccessibilitySteps() {
    group = "Accessibility"
    then(
      "the {screen} screen should pass the accessibility audit",
      example: "the Login screen should pass the accessibility audit"
    ) { (world: isolated AppWorld, screen: ScreenName) in
      try world.expectScreen(screen.id, settled: false)
      let state = try world.screen
      try verify(
        state.elements.contains(where: \.role.isInteractive),
        "the \(screen.id.name) screen shows nothing to use, so there is nothing to audit")
      let issues = state.accessibilityIssues
      try verify(
        issues.isEmpty,
        "the accessibility audit found:\n" + issues.map { "  - \($0)" }.joined(separator: "\n"))
    }
    then(
      "all fields and buttons should have accessibility labels",
      example: "all fields and buttons should have accessibility labels"
    ) { (world: isolated AppWorld) in
      let state = try world.screen
      let interactive = state.elements.filter(\.role.isInteractive)
      try verify(!interactive.isEmpty, "the \(state.id.name) screen has no fields or buttons")
      let unlabelled = interactive.filter { $0.label.trimmed.isEmpty }
        .map { "\($0.role.rawValue) \($0.id.quoted)" }
      try verify(
        unlabelled.isEmpty,
        "on the \(state.id.name) screen, these have no label: \(unlabelled.joined(separator: ", "))"
      )
    }
    then(
      "every screen shown should pass the accessibility audit",
      example: "every screen shown should pass the accessibility audit"
    ) { (world: isolated AppWorld) in
      world.audit.audit(world.harness)
      try verify(!world.audit.visited.isEmpty, "no screen was shown")
      try verify(world.audit.failureMessage == nil, world.audit.failureMessage ?? "")
    }
    then(
      "the screens shown should be audited: {string}",
      example: #"the screens shown should be audited: "Login, Home""#
    ) { (world: isolated AppWorld, list: String) in
      world.audit.audit(world.harness)
      let audited = world.audit.visited.map(\.name).joined(separator: ", ")
      let expected = try list.components(separatedBy: ", ").map { name in
        guard let id = ScreenName.screen(named: name) else {
          throw StepFailure("unknown screen \(name.quoted)")
        }
        return id.name
      }
      try expectText(audited, expected.joined(separator: ", "), "the audited screens")
    }
    given(
      "the screens are allowed to fail the accessibility audit",
      example: "the screens are allowed to fail the accessibility audit"
    ) { (world: isolated AppWorld) in
      world.mayFailAudit = true
    }
  }
}
