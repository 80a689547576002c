import Acceptance

extension CompatibilitySamples {
  static func pendingException() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("an unimplemented pending step") { _ in throw PendingStep("TODO") }
    return steps
  }
}
