import Acceptance

extension CompatibilitySamples {
  static func retryPending() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a pending step") { _ in throw PendingStep() }
    return steps
  }
}
