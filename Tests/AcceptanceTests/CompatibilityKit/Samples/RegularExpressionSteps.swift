import Acceptance

extension CompatibilitySamples {
  static func regularExpression() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given(.regex("^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$")) {
      (_, _: String, _: String?, _: String?) in
    }
    return steps
  }
}
