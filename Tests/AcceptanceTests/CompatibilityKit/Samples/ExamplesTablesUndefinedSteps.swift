import Acceptance

extension CompatibilitySamples {
  /// The steps of `examples-tables-undefined` and `examples-tables-undefined-multiple`.
  static func examplesTablesUndefined() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.thereAreCucumbers()
    steps.iEatCucumbers()
    steps.iShouldHaveCucumbers()
    return steps
  }
}
