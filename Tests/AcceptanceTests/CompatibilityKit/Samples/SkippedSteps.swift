import Acceptance

extension CompatibilitySamples {
  static func skipped() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a step that does not skip") { _ in }
    steps.given("a step that is skipped") { _ in }
    steps.given("I skip a step") { _ in throw SkippedStep() }
    return steps
  }
}
