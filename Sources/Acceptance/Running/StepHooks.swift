/// The step hooks that a scenario runs around each of its steps: those whose tags it matches.
struct StepHooks<World: Sendable>: Sendable {
  /// The hooks, each a `CompiledSteps<World>.CompiledHook`, held as plain objects (see
  /// ``PlainObjects``): they run at every step, from code generic in the world.
  private let before: [any AnyObject & Sendable]
  private let after: [any AnyObject & Sendable]

  /// The step hooks of `steps` that a scenario with `tags` runs; nil when `steps` has none.
  init?(_ steps: CompiledSteps<World>, tags: Set<String>) {
    guard steps.hasStepHooks else { return nil }
    before = steps.hooks(.beforeStep).objects(applyingTo: tags)
    after = steps.hooks(.afterStep).objects(applyingTo: tags)
  }

  /// Runs the before-step hooks, the body of `definition`, then the after-step hooks with the
  /// step's result, in `world`.
  ///
  /// After-step hooks run even when the step failed; the first error is the step's. Each part runs
  /// under the checks of its own (``StepChecks``), so that an after-step hook sees a failed
  /// `#expect` of the body.
  @inline(__always)
  func run(
    around definition: CompiledSteps<World>.Definition, _ values: [(any Sendable)?],
    in world: World, scenario: ScenarioInfo, step: StepInfo
  ) async throws {
    let clock = ContinuousClock()
    let started = clock.now
    var failure: (any Error)?
    do {
      for object in before {
        let hook = unsafeDowncast(object, to: CompiledSteps<World>.CompiledHook.self)
        try await StepChecks.run { try await hook.hook.body(world, scenario, step) }
      }
      try await StepChecks.run { try await definition.definition.body(world, values) }
    } catch {
      failure = error
    }
    let ended = step.ended(StepResult(outcome: failure, duration: clock.now - started))
    for object in after {
      let hook = unsafeDowncast(object, to: CompiledSteps<World>.CompiledHook.self)
      do {
        try await StepChecks.run { try await hook.hook.body(world, scenario, ended) }
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
  }
}
