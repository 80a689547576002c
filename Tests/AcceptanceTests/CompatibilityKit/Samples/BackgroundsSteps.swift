import Acceptance

extension CompatibilitySamples {
  /// Also the steps of `rules-backgrounds`, which has the same reference steps.
  static func backgrounds() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("an order for {string}") { (_, _: String) in }
    steps.when("an action") { _ in }
    steps.then("an outcome") { _ in }
    return steps
  }
}
