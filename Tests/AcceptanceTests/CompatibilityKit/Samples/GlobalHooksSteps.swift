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

  static func globalHooksAfterAllError() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll {}
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.afterAll {}
    steps.afterAll { throw StepFailure("AfterAll hook went wrong") }
    steps.afterAll {}
    return steps
  }

  static func globalHooksBeforeAllError() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll {}
    steps.beforeAll { throw StepFailure("BeforeAll hook went wrong") }
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.afterAll {}
    steps.afterAll {}
    return steps
  }

  static func globalHooksAttachments() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll { attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
    steps.when("a step passes") { _ in }
    steps.afterAll { attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    return steps
  }
}
