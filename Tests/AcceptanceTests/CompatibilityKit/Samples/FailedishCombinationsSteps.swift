import Acceptance

extension CompatibilitySamples {
  static func failedishCombinations() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given(.regex("^a step$")) { _ in }
    steps.given(.regex("^a skipped step$")) { _ in throw SkippedStep() }
    steps.given(.regex("^a pending step$")) { _ in throw PendingStep() }
    steps.given(.regex("^an ambiguous (.*?)$")) { (_, _: String) in }
    steps.given(.regex("^(.*?) ambiguous step$")) { (_, _: String) in }
    steps.given(.regex("^a failing step$")) { _ in throw StepFailure("whoops") }
    return steps
  }
}
