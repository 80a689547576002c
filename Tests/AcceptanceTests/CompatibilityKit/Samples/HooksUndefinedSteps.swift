import Acceptance

extension CompatibilitySamples {
  static func hooksUndefined() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { _, _ in }
    steps.after { _, _ in }
    return steps
  }
}
