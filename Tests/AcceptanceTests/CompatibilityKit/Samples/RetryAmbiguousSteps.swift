import Acceptance

extension CompatibilitySamples {
  static func retryAmbiguous() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("an ambiguous step") { _ in }
    steps.given("an ambiguous step") { _ in }
    return steps
  }
}
