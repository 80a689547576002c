import Acceptance

extension CompatibilitySamples {
  static func skippedException() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("I skip a step") { _ in throw SkippedStep("skipping") }
    return steps
  }
}
