import Acceptance

extension CompatibilitySamples {
  static func globalHooks() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll {}
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.when("a step fails") { _ in throw StepFailure("Exception in step") }
    steps.afterAll {}
    steps.afterAll {}
    return steps
  }
}
