import Acceptance

extension CompatibilitySamples {
  static func docStrings() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a doc string:") { (_, _: String) in }
    return steps
  }
}
