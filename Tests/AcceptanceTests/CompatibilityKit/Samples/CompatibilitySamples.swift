import Acceptance

/// The Swift step definitions of each compatibility sample, equivalent to the reference TypeScript
/// ones in cucumber/compatibility-kit `devkit/samples/<name>/<name>.ts`.
enum CompatibilitySamples {
  /// The samples whose capability this project deliberately lacks, with the reason.
  static let unsupported: [String: String] = [
    "test-run-exception":
      "simulates an internal error of the reference runner through its own --error flag"
  ]

  /// The step library of each sample, by sample name.
  static let registries: [String: StepRegistry<CompatibilityWorld>] = [
    "minimal": minimal()
  ]

  static func minimal() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("I have {int} cukes in my belly") { (_, _: Int) in }
    return steps
  }
}
