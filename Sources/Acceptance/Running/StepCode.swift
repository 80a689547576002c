/// The code one test step runs: a scenario hook, or the body of a step definition with its arguments
/// and the step hooks around it. Running it needs no closure of its own.
enum StepCode<World: Sendable>: Sendable {
  /// The step hooks around a step, and the scenario they receive.
  struct Around: Sendable {
    let before: [Hook<World>]
    let after: [Hook<World>]
    let scenario: ScenarioInfo
  }

  case hook(Hook<World>, ScenarioInfo)
  case step(StepDefinition<World>.Body, [(any Sendable)?], around: Around?)

  /// Runs the code in `world`.
  func run(_ world: World) async throws {
    switch self {
    case .hook(let hook, let scenario):
      try await hook.body(world, scenario)
    case .step(let body, let values, around: nil):
      try await body(world, values)
    case .step(let body, let values, around: let around?):
      // After-step hooks run even when the step failed; the first error is the step's.
      var failure: (any Error)?
      do {
        for hook in around.before { try await hook.body(world, around.scenario) }
        try await body(world, values)
      } catch {
        failure = error
      }
      for hook in around.after {
        do { try await hook.body(world, around.scenario) } catch { failure = failure ?? error }
      }
      if let failure { throw failure }
    }
  }
}
