import Acceptance

extension CompatibilitySamples {
  static func hooksSkipped() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { _, _ in }
    steps.before("@skip-before") { _, _ in throw SkippedStep() }
    steps.before { _, _ in }
    steps.given("a normal step") { _ in }
    steps.given("a step that skips") { _ in throw SkippedStep() }
    steps.after { _, _ in }
    steps.after("@skip-after") { _, _ in throw SkippedStep() }
    steps.after { _, _ in }
    return steps
  }
}
