import Synchronization

/// Runs planned test cases in order: for each a fresh world, the before hooks, the steps, the after
/// hooks, each under the step timeout, reporting every step to the reporters.
struct TestCaseExecutor<World: Sendable>: Sendable {
  let makeWorld: @Sendable () async throws -> World
  let steps: CompiledSteps<World>
  let options: RunOptions
  let reporters: [any RunReporter]

  /// Runs `cases` and returns the result of each one that ran (fewer with `failFast`).
  func execute(_ cases: [PlannedTestCase<World>]) async -> [TestCaseResult] {
    let watchdog = Watchdog(limit: options.stepTimeout)
    let run = ExecutionState<World>()
    var start = Watchdog.Position(testCase: 0, step: -1)
    var resumed: CaseProgress<World>?
    while true {
      let (from, progress) = (start, resumed)
      let outcome = await watchdog.race { generation in
        await work(cases, from: from, progress: progress, watchdog: watchdog, generation, run)
      }
      guard case .timedOut(let position) = outcome, let current = run.current else { break }
      await timedOut(cases[position.testCase], at: position.step, progress: current)
      start = Watchdog.Position(testCase: position.testCase, step: position.step + 1)
      resumed = current
    }
    return run.results
  }

  /// Reports the step at `index` as timed out, so that a new worker can go on after it.
  private func timedOut(
    _ planned: PlannedTestCase<World>, at index: Int, progress: CaseProgress<World>
  ) async {
    let message = "timed out after \(options.stepTimeout.formatted)"
    guard index >= 0 else {
      progress.update { $0.worldError = "The world could not be made: \(message)" }
      return
    }
    let testStep = planned.testCase.steps[index]
    await finish(planned, testStep, StepResult(status: .failed, message: message), progress)
  }

  /// The worker: runs from `start` (resuming `progress` there, if given) to the end or a stop.
  private func work(
    _ cases: [PlannedTestCase<World>], from start: Watchdog.Position,
    progress resumed: CaseProgress<World>?, watchdog: Watchdog, _ generation: Int,
    _ run: ExecutionState<World>
  ) async {
    for caseIndex in start.testCase..<cases.count {
      let planned = cases[caseIndex]
      var firstStep = 0
      let progress: CaseProgress<World>
      if caseIndex == start.testCase, let resumed {
        progress = resumed
        firstStep = start.step
      } else {
        progress = CaseProgress()
        run.current = progress
        await emit(.testCaseStarted(planned.testCase))
        if !options.dryRun {
          watchdog.begin(.init(testCase: caseIndex, step: -1), generation: generation)
          let made: Result<World, any Error>
          do { made = .success(try await makeWorld()) } catch { made = .failure(error) }
          guard watchdog.end(generation: generation) else { return }
          progress.update { state in
            switch made {
            case .success(let world): state.world = world
            case .failure(let error): state.worldError = "The world could not be made: \(error)"
            }
          }
        }
      }
      for stepIndex in firstStep..<planned.testCase.steps.count {
        let testStep = planned.testCase.steps[stepIndex]
        await emit(.testStepStarted(planned.testCase, testStep))
        let position = Watchdog.Position(testCase: caseIndex, step: stepIndex)
        guard
          let result = await perform(
            planned, stepIndex, progress.snapshot, watchdog: watchdog, at: position, generation)
        else { return }
        await finish(planned, testStep, result, progress)
      }
      let result = progress.snapshot.result
      await emit(.testCaseFinished(planned.testCase, result.status))
      run.append(result)
      if options.failFast, result.status != .passed, result.status != .skipped { return }
    }
  }

  /// Records and reports the result of one test step, with its locations added to the message.
  private func finish(
    _ planned: PlannedTestCase<World>, _ testStep: TestStep, _ result: StepResult,
    _ progress: CaseProgress<World>
  ) async {
    let located = StepResult(
      status: result.status, duration: result.duration,
      message: result.message.map { locate($0, testCase: planned.testCase, testStep: testStep) })
    progress.update { state in
      state.worst = max(state.worst, located.status)
      if testStep.pickleStep != nil { state.stepStatuses.append(located.status) }
    }
    await emit(.testStepFinished(planned.testCase, testStep, located))
  }

  /// Runs the code of one test step; `nil` when it timed out and the worker must stop.
  private func perform(
    _ planned: PlannedTestCase<World>, _ index: Int, _ state: CaseProgress<World>.State,
    watchdog: Watchdog, at position: Watchdog.Position, _ generation: Int
  ) async -> StepResult? {
    if let worldError = state.worldError {
      return StepResult(status: state.worst == .passed ? .failed : .skipped, message: worldError)
    }
    let scenario = ScenarioInfo(pickle: planned.testCase.pickle, status: state.worst)
    let skipping = state.worst != .passed
    let body: @Sendable (World) async throws -> Void
    switch planned.actions[index] {
    case .cannotRun(let status, let message):
      return StepResult(status: status, message: message)
    case .hook(let hook):
      guard hook.phase == .afterScenario || !skipping else { return StepResult(status: .skipped) }
      body = { world in try await hook.body(world, scenario) }
    case .step(let definition, let values):
      guard !skipping else { return StepResult(status: .skipped) }
      let before = steps.hooks(.beforeStep, tags: planned.tags)
      let after = steps.hooks(.afterStep, tags: planned.tags)
      body = { world in
        for hook in before { try await hook.body(world, scenario) }
        try await definition.body(world, values)
        for hook in after { try await hook.body(world, scenario) }
      }
    }
    guard let world = state.world, !options.dryRun else { return StepResult(status: .skipped) }
    let clock = ContinuousClock()
    let started = clock.now
    watchdog.begin(position, generation: generation)
    let outcome: (any Error)?
    do {
      try await body(world)
      outcome = nil
    } catch {
      outcome = error
    }
    guard watchdog.end(generation: generation) else { return nil }
    return StepResult(outcome: outcome, duration: clock.now - started)
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

extension StepResult {
  /// The result of code that threw `error` (or nothing): pending, skipped, failed or passed.
  init(outcome error: (any Error)?, duration: Duration) {
    switch error {
    case nil: self.init(status: .passed, duration: duration)
    case let pending as PendingStep:
      self.init(status: .pending, duration: duration, message: pending.reason)
    case let skipped as SkippedStep:
      self.init(status: .skipped, duration: duration, message: skipped.reason)
    case let error?: self.init(status: .failed, duration: duration, message: "\(error)")
    }
  }
}

/// How a test case ended: its status and the status of each of its Gherkin steps.
struct TestCaseResult: Sendable {
  let status: StepStatus
  let stepStatuses: [StepStatus]
}

/// The state of the test case being run, handed from one worker to the next after a timeout.
final class CaseProgress<World: Sendable>: Sendable {
  struct State: Sendable {
    var world: World?
    var worldError: String?
    var worst = StepStatus.passed
    var stepStatuses: [StepStatus] = []

    var result: TestCaseResult { TestCaseResult(status: worst, stepStatuses: stepStatuses) }
  }

  private let state = Mutex(State())

  var snapshot: State { state.withLock { $0 } }

  func update(_ change: (inout State) -> Void) { state.withLock { change(&$0) } }
}

/// What the workers of one execution share: the results so far and the test case in progress.
final class ExecutionState<World: Sendable>: Sendable {
  private let state = Mutex<(results: [TestCaseResult], current: CaseProgress<World>?)>(([], nil))

  var results: [TestCaseResult] { state.withLock { $0.results } }

  var current: CaseProgress<World>? {
    get { state.withLock { $0.current } }
    set { state.withLock { $0.current = newValue } }
  }

  func append(_ result: TestCaseResult) { state.withLock { $0.results.append(result) } }
}
