import Acceptance

extension CompatibilitySamples {
  static func globalHooksAttachments() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll { attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
    steps.when("a step passes") { _ in }
    steps.afterAll { attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    return steps
  }
}
