import Acceptance

extension CompatibilitySamples {
  static func skippedFailingHook() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a step that skips") { _ in throw SkippedStep() }
    steps.after { _, _ in throw StepFailure("whoops") }
    return steps
  }
}
