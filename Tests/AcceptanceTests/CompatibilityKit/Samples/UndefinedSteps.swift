import Acceptance

extension CompatibilitySamples {
  /// The steps of `undefined` and `undefined-multiple`.
  static func undefined() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("an implemented step") { _ in }
    steps.given("a step that will be skipped") { _ in }
    return steps
  }
}
