import Acceptance

extension CompatibilitySamples {
  static func unknownParameterType() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("{airport} is closed because of a strike") { (_, _: String) in
      throw StepFailure("Should not be called because airport parameter type has not been defined")
    }
    return steps
  }
}
