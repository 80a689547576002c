import Gherkin

extension CompiledSteps {
  /// Runs the `beforeAll` hooks in the order they were registered, or the `afterAll` hooks in the
  /// reverse order, every one even after one failed (none in a dry run); each is reported through
  /// `emit` with what it attached. Returns a problem per hook that failed.
  func executeRunHooks(
    _ phase: RunHook.Phase, dryRun: Bool, ids: IdGenerator,
    emit: (RunEvent) async -> Void
  ) async -> [RunProblem] {
    let chosen = runHooks.filter { $0.hook.phase == phase }
    var problems: [RunProblem] = []
    for hook in phase == .beforeAll ? chosen : chosen.reversed() where !dryRun {
      let attempt = RunHookAttempt(hook: hook.info, id: ids.newId())
      await emit(.runHookStarted(attempt))
      let collector = AttachmentCollector(origin: .runHook(testRunHookStartedId: attempt.id))
      let clock = ContinuousClock()
      let started = clock.now
      var failure: (any Error)?
      do {
        try await AttachmentCollector.$current.withValue(collector) { try await hook.hook.body() }
      } catch {
        failure = error
      }
      let result = StepResult(outcome: failure, duration: clock.now - started)
      for attachment in collector.drain() { await emit(.attachment(attachment)) }
      await emit(.runHookFinished(attempt, result))
      if let failure {
        let name = hook.info.name ?? hook.info.type.displayName
        problems.append(
          RunProblem(
            "\(name) hook failed (\(hook.info.location)): \(failure)",
            source: hook.info.location.source))
      }
    }
    return problems
  }
}
