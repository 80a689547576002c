import Acceptance

extension CompatibilitySamples {
  static func hooks() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { _, _ in }
    steps.when("a step passes") { _ in }
    steps.when("a step fails") { _ in throw StepFailure("Exception in step") }
    steps.after { _, _ in }
    return steps
  }
}
