import Acceptance

extension CompatibilitySamples {
  static func globalHooksAttachments() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.beforeAll { StepReport.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
    steps.when("a step passes") { _ in }
    steps.afterAll { StepReport.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
    return steps
  }
}
