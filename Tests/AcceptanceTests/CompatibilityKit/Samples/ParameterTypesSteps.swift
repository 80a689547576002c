import Acceptance

/// The value of the `flight` parameter type.
struct Flight: StepArgument {
  let from: String
  let to: String
}

extension CompatibilitySamples {
  static func parameterTypes() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.parameterType("flight", matching: "([A-Z]{3})-([A-Z]{3})") { groups in
      Flight(from: groups.first.flatMap { $0 } ?? "", to: groups.last.flatMap { $0 } ?? "")
    }
    steps.given("{flight} has been delayed") { (_, flight: Flight) in
      try strictEqual(flight.from, "LHR")
      try strictEqual(flight.to, "CDG")
    }
    return steps
  }
}
