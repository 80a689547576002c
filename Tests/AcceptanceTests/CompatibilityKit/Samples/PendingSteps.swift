import Acceptance

extension CompatibilitySamples {
  static func pending() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("an implemented non-pending step") { _ in }
    steps.given("an implemented step that is skipped") { _ in }
    steps.given("an unimplemented pending step") { _ in throw PendingStep() }
    return steps
  }
}
