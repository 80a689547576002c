import Acceptance

extension CompatibilitySamples {
  /// The steps of `multiple-features` and `multiple-features-reversed`.
  static func multipleFeatures() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("an order for {string}") { (_, _: String) in }
    return steps
  }
}
