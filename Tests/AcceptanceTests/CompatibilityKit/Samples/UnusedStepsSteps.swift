import Acceptance

extension CompatibilitySamples {
  static func unusedSteps() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a step that is used") { _ in }
    steps.given("a step that is not used") { _ in }
    return steps
  }
}
