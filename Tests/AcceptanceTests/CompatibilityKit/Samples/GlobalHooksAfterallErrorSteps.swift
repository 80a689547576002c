import Acceptance

extension CompatibilitySamples {
  static func globalHooksAfterallError() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll {}
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.afterAll {}
    steps.afterAll { throw StepFailure("AfterAll hook went wrong") }
    steps.afterAll {}
    return steps
  }
}
