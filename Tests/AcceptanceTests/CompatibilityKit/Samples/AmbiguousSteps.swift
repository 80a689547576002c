import Acceptance

extension CompatibilitySamples {
  static func ambiguous() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given(.regex("^a (.*?) with (.*?)$")) { (_, _: String, _: String) in }
    steps.given(.regex("^a step with (.*?)$")) { (_, _: String) in }
    return steps
  }
}
