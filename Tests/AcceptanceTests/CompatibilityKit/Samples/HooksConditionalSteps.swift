import Acceptance

extension CompatibilitySamples {
  static func hooksConditional() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before("@passing-hook") { _, _ in }
    steps.before("@fail-before") { _, _ in throw StepFailure("Exception in conditional hook") }
    steps.when("a step passes") { _ in }
    steps.after("@fail-after") { _, _ in throw StepFailure("Exception in conditional hook") }
    steps.after("@passing-hook") { _, _ in }
    return steps
  }
}
