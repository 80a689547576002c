/// Runs one planned test case: a fresh world, the before hooks, the steps, the after hooks, with a
/// deadline on each, reporting every step to the reporters.
struct TestCaseExecutor<World: Sendable>: Sendable {
  let makeWorld: @Sendable () async throws -> World
  let steps: CompiledSteps<World>
  let options: RunOptions
  let reporters: [any RunReporter]

  /// Runs `planned` and returns the worst status of its steps and the status of each Gherkin step.
  func run(_ planned: PlannedTestCase<World>) async -> TestCaseResult {
    let testCase = planned.testCase
    await emit(.testCaseStarted(testCase))
    var world: World?
    var worldError: String?
    if !options.dryRun {
      do {
        world = try await Deadline.run(limit: options.stepTimeout, makeWorld)
      } catch {
        worldError = "The world could not be made: \(error)"
      }
    }
    var worst = StepStatus.passed
    var stepStatuses: [StepStatus] = []
    for (testStep, action) in zip(testCase.steps, planned.actions) {
      await emit(.testStepStarted(testCase, testStep))
      let result: StepResult
      if let worldError {
        result = StepResult(status: worst == .passed ? .failed : .skipped, message: worldError)
      } else {
        result = await execute(
          action, world: world, scenario: ScenarioInfo(pickle: testCase.pickle, status: worst),
          tags: planned.tags, skipping: worst != .passed)
      }
      let located = StepResult(
        status: result.status, duration: result.duration,
        message: result.message.map { locate($0, testCase: testCase, testStep: testStep) })
      worst = max(worst, located.status)
      if testStep.pickleStep != nil { stepStatuses.append(located.status) }
      await emit(.testStepFinished(testCase, testStep, located))
    }
    await emit(.testCaseFinished(testCase, worst))
    return TestCaseResult(status: worst, stepStatuses: stepStatuses)
  }

  private func execute(
    _ action: PlannedTestCase<World>.Action, world: World?, scenario: ScenarioInfo,
    tags: Set<String>, skipping: Bool
  ) async -> StepResult {
    switch action {
    case .cannotRun(let status, let message):
      return StepResult(status: status, message: message)
    case .hook(let hook):
      let runsAnyway = hook.phase == .afterScenario
      guard let world, !options.dryRun, runsAnyway || !skipping else {
        return StepResult(status: .skipped)
      }
      return await measure { try await hook.body(world, scenario) }
    case .step(let definition, let values):
      guard let world, !options.dryRun, !skipping else { return StepResult(status: .skipped) }
      return await measure {
        for hook in steps.hooks(.beforeStep, tags: tags) { try await hook.body(world, scenario) }
        try await definition.body(world, values)
        for hook in steps.hooks(.afterStep, tags: tags) { try await hook.body(world, scenario) }
      }
    }
  }

  /// Runs `body` against the step deadline and turns how it ended into a result.
  private func measure(_ body: @escaping @Sendable () async throws -> Void) async -> StepResult {
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try await Deadline.run(limit: options.stepTimeout, body)
      return StepResult(status: .passed, duration: clock.now - start)
    } catch let pending as PendingStep {
      return StepResult(status: .pending, duration: clock.now - start, message: pending.reason)
    } catch let skipped as SkippedStep {
      return StepResult(status: .skipped, duration: clock.now - start, message: skipped.reason)
    } catch {
      return StepResult(status: .failed, duration: clock.now - start, message: "\(error)")
    }
  }

  /// Adds the feature file and line of the step and the Swift location of its code to a message.
  private func locate(_ message: String, testCase: TestCase, testStep: TestStep) -> String {
    var lines = [message]
    if let line = testStep.line {
      lines.append("  at \(testCase.uri):\(line)  \(testStep.keyword ?? "")\(testStep.text)")
    } else {
      lines.append("  in \(testStep.text) hook of \(testCase.uri):\(testCase.line)")
    }
    if let location = testStep.codeLocation { lines.append("  code: \(location)") }
    return lines.joined(separator: "\n")
  }

  private func emit(_ event: RunEvent) async {
    for reporter in reporters { await reporter.report(event) }
  }
}

/// How a test case ended: its status and the status of each of its Gherkin steps.
struct TestCaseResult: Sendable {
  let status: StepStatus
  let stepStatuses: [StepStatus]
}
