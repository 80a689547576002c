import Acceptance

extension CompatibilitySamples {
  static func minimal() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("I have {int} cukes in my belly") { (_, _: Int) in }
    return steps
  }
}
