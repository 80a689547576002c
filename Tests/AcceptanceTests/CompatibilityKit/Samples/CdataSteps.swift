import Acceptance

extension CompatibilitySamples {
  static func cdata() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("I have {int} <![CDATA[cukes]]> in my belly") { (_, _: Int) in }
    return steps
  }
}
