import Acceptance
import CucumberExpressions

/// The value of the `flight` parameter type.
struct Flight: StepArgument {
  let from: String
  let to: String
}

extension CompatibilitySamples {
  static func parameterTypes() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    if let flight = try? ParameterType(
      name: "flight", regexps: ["([A-Z]{3})-([A-Z]{3})"],
      transformer: { values in
        Flight(from: values.first.flatMap { $0 } ?? "", to: values.last.flatMap { $0 } ?? "")
      })
    {
      steps.defineParameterType(flight)
    }
    steps.given("{flight} has been delayed") { (_, flight: Flight) in
      try strictEqual(flight.from, "LHR")
      try strictEqual(flight.to, "CDG")
    }
    return steps
  }
}
