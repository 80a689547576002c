/// The code one test step runs: a scenario hook, or the body of a step definition with its arguments
/// and the step hooks around it. Running it needs no closure of its own, and it holds the hooks and
/// the definition, not copies of their closures (a copy retains what the closure captured, shared
/// by every worker).
enum StepCode<World: Sendable>: Sendable {
  /// The step hooks that a scenario runs around each of its steps: those whose tags it matches.
  struct StepHooks: Sendable {
    let before: [CompiledSteps<World>.CompiledHook]
    let after: [CompiledSteps<World>.CompiledHook]

    /// The step hooks of `steps` that a scenario with `tags` runs; nil when `steps` has none.
    init?(_ steps: CompiledSteps<World>, tags: Set<String>) {
      guard steps.hasStepHooks else { return nil }
      before = steps.hooks(.beforeStep).applying(tags: tags)
      after = steps.hooks(.afterStep).applying(tags: tags)
    }
  }

  /// The step hooks around a step, the scenario and the step they receive.
  struct Around: Sendable {
    let hooks: StepHooks
    let scenario: ScenarioInfo
    let step: StepInfo
  }

  case hook(CompiledSteps<World>.CompiledHook, ScenarioInfo)
  case step(CompiledSteps<World>.Definition, [(any Sendable)?], around: Around?)

  /// Runs the code in `world`, under the checks of the bridge (``StepChecks``).
  @inline(__always)
  func run(_ world: World) async throws {
    switch self {
    case .hook(let hook, let scenario):
      try await StepChecks.run { try await hook.hook.body(world, scenario, nil) }
    case .step(let definition, let values, around: nil):
      try await StepChecks.run { try await definition.definition.body(world, values) }
    case .step(let definition, let values, around: let around?):
      try await around.run(definition, values, in: world)
    }
  }
}

extension StepCode.Around {
  /// Runs the before-step hooks, the body, then the after-step hooks with the step's result.
  ///
  /// After-step hooks run even when the step failed; the first error is the step's. Each part runs
  /// under the checks of its own, so that an after-step hook sees a failed `#expect` of the body.
  @inline(__always)
  func run(
    _ definition: CompiledSteps<World>.Definition, _ values: [(any Sendable)?], in world: World
  ) async throws {
    let clock = ContinuousClock()
    let started = clock.now
    var failure: (any Error)?
    do {
      for hook in hooks.before {
        try await StepChecks.run { try await hook.hook.body(world, scenario, step) }
      }
      try await StepChecks.run { try await definition.definition.body(world, values) }
    } catch {
      failure = error
    }
    let ended = step.ended(StepResult(outcome: failure, duration: clock.now - started))
    for hook in hooks.after {
      do {
        try await StepChecks.run { try await hook.hook.body(world, scenario, ended) }
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
  }
}
