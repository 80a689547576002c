import Acceptance

extension CompatibilitySamples {
  static func globalHooksBeforeallError() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll {}
    steps.beforeAll { throw StepFailure("BeforeAll hook went wrong") }
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.afterAll {}
    steps.afterAll {}
    return steps
  }
}
