import Acceptance

extension CompatibilitySamples {
  static func hooksNamed() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before(name: "A named before hook") { _, _ in }
    steps.when("a step passes") { _ in }
    steps.after(name: "A named after hook") { _, _ in }
    return steps
  }
}
