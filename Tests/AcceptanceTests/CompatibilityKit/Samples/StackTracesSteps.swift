import Acceptance

extension CompatibilitySamples {
  static func stackTraces() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.when("a step throws an exception") { _ in throw StepFailure("BOOM") }
    return steps
  }
}
