import Acceptance
import AppTesting

/// The checks after every scenario: each auth call within the latency budget (calls still in
/// flight complete first), and the
/// accessibility audit of every screen shown (after every step). A scenario opts out with a tag
/// (`@slow-service`, `@a11y-exempt`) or a step ("Given the service is allowed to exceed the
/// budget", "Given the screens are allowed to fail the accessibility audit").
extension StepLibrary {
  /// The tag that allows calls over the budget.
  static let slowServiceTag = "@slow-service"
  /// The tag that allows accessibility issues.
  static let auditExemptTag = "@a11y-exempt"

  /// Registers the checks, and the hook that adds each scenario's virtual time to `tally`.
  mutating func addScenarioChecks(simulatedTime tally: SimulatedTime) {
    registry.afterStep(name: "let the app react, then audit the screens shown") {
      world, _ in
      await world.harness.settle()
      world.audit.audit(world.harness)
    }
    registry.after(name: "latency budget and accessibility audit") { world, scenario in
      world.audit.audit(world.harness)
      if scenario.status == .passed {
        // Requests still in flight complete first, so that every call is measured.
        await world.harness.runUntilIdle()
        world.audit.audit(world.harness)
      }
      tally.add(world.clock.elapsed)
      guard scenario.status == .passed else { return }
      var failures: [String] = []
      if !world.mayExceedBudget, !scenario.tags.contains(Self.slowServiceTag) {
        let violations = await world.service.budgetViolations
        if !violations.isEmpty {
          failures.append(
            "\(violations.count) auth call(s) took longer than the latency budget:\n"
              + violations.map { "  - \($0)" }.joined(separator: "\n")
              + "\n(tag the scenario \(Self.slowServiceTag) or say \"Given the service is "
              + "allowed to exceed the budget\" if that is what it tests)")
        }
      }
      if !world.mayFailAudit, !scenario.tags.contains(Self.auditExemptTag),
        let message = world.audit.failureMessage
      {
        failures.append(
          message + "\n(tag the scenario \(Self.auditExemptTag) or say \"Given the screens are "
            + "allowed to fail the accessibility audit\" if that is what it tests)")
      }
      if !failures.isEmpty { throw StepFailure(failures.joined(separator: "\n")) }
    }
  }
}
