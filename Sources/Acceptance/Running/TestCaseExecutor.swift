import CucumberExpressions
import Gherkin
import VirtualTime

/// Runs planned test cases in order: for each attempt a fresh world, the before hooks, the steps, the
/// after hooks, each under the step timeout, reporting every step to the reporters. A failed test case
/// runs again up to `options.retry` times. Once `interruption` is set, the running step fails, the
/// rest of its test case is skipped, and no other test case starts.
package struct TestCaseExecutor<World: Sendable>: Sendable {
  let makeWorld: @Sendable () async throws -> World
  let steps: CompiledSteps<World>
  let options: RunOptions
  let reporters: RunReporters
  let interruption: RunInterruption
  /// Where the threads of the scenarios come from (see ``ScenarioExecutor``).
  let executors: ScenarioExecutor.Pool

  /// An executor of `steps` that makes a world with `makeWorld` for each attempt.
  package init(
    makeWorld: @escaping @Sendable () async throws -> World, steps: CompiledSteps<World>,
    options: RunOptions, reporters: [any RunReporter], interruption: RunInterruption
  ) {
    self.init(
      makeWorld: makeWorld, steps: steps, options: options, reporters: RunReporters(reporters),
      interruption: interruption)
  }

  /// An executor that sends its events to `reporters` as they are (behind their gate, if any),
  /// and takes the threads of its scenarios from `executors`.
  init(
    makeWorld: @escaping @Sendable () async throws -> World, steps: CompiledSteps<World>,
    options: RunOptions, reporters: RunReporters, interruption: RunInterruption,
    executors: ScenarioExecutor.Pool = .shared
  ) {
    self.makeWorld = makeWorld
    self.steps = steps
    self.options = options
    self.reporters = reporters
    self.interruption = interruption
    self.executors = executors
  }

  /// What a worker of a parallel run does around each test case it takes from the feed: waits for
  /// its turn before the test case starts, and hands over its events and result once it has ended
  /// (no result when the run was interrupted before it could start).
  struct Boundaries: Sendable {
    let starting: @Sendable (PlannedTestCase) async -> Void
    let ended: @Sendable (_ index: Int, PlannedTestCase, TestCaseResult?) async -> Void
  }

  /// Runs the test cases of `feed` until it ends, and returns the result of each one that ran
  /// (fewer with `failFast`, or after an interruption, which also stop the feed). The thread of
  /// the scenarios goes back to ``executors`` at the end.
  func execute(
    _ feed: TestCaseFeed<PlannedTestCase>, boundaries: Boundaries? = nil
  ) async -> [TestCaseResult] {
    let watchdog = Watchdog(
      limit: options.stepTimeout, leastGrace: options.stuckStepGrace, interruption: interruption,
      executors: executors)
    defer { watchdog.returnExecutor() }
    let run = ExecutionState<World>()
    var resumed: (RunningCase<World>, fromStep: Int)?
    while true {
      let resuming = resumed
      let outcome = await watchdog.race { generation in
        // One collector for the steps of this worker. A step given up on keeps it, and no one
        // drains it any more: the worker that goes on after that step collects into a new one.
        await AttachmentCollector.$current.withValue(AttachmentCollector()) {
          await work(
            feed, resuming: resuming, watchdog: watchdog, boundaries: boundaries, generation, run,
            onScenarioThread: false)
        }
      }
      guard let current = run.current else { return run.results }
      let position: Watchdog.Position
      let failure: StepResult
      switch outcome {
      case .finished: return run.results
      case .timedOut(let at, let ran):
        position = at
        failure = StepResult(
          status: .failed, duration: ran,
          message: "timed out after \(limit(for: current.planned).formatted)")
      case .interrupted(let at, let ran):
        position = at
        failure = StepResult(
          status: .failed, duration: ran, message: interruption.reason?.description ?? "interrupted"
        )
      }
      await fail(current.planned, at: position.step, with: failure, progress: current.progress)
      resumed = (current, position.step + 1)
    }
  }

  /// Runs `cases` and returns the result of each one that ran (fewer with `failFast`, or after an
  /// interruption).
  package func execute(_ cases: [PlannedTestCase]) async -> [TestCaseResult] {
    await execute(TestCaseFeed(cases))
  }

  /// The time each step of `planned` may take: its `@timeout:` tag's, or the run's.
  private func limit(for planned: PlannedTestCase) -> Duration {
    planned.timeout ?? options.stepTimeout
  }

  /// The same executor, stopped by `interruption` instead.
  package func interruptible(by interruption: RunInterruption) -> TestCaseExecutor {
    TestCaseExecutor(
      makeWorld: makeWorld, steps: steps, options: options, reporters: reporters,
      interruption: interruption, executors: executors)
  }

  /// The same executor for one worker of a parallel run, reporting to `reporters` instead, with
  /// step definitions and hooks of its own (``CompiledSteps/forWorker()``), so that workers
  /// running side by side never count references on the same definition.
  func worker(reportingTo reporters: RunReporters) -> TestCaseExecutor {
    TestCaseExecutor(
      makeWorld: makeWorld, steps: steps.forWorker(), options: options,
      reporters: reporters, interruption: interruption, executors: executors)
  }

  /// Reports the step at `index` as failed (timed out or interrupted), so that a new worker can go
  /// on after it; at index -1, the world could not be made.
  private func fail(
    _ planned: PlannedTestCase, at index: Int, with failure: StepResult,
    progress: CaseProgress<World>
  ) async {
    guard index >= 0 else {
      // The first step reports it, even after an interruption (see `perform`).
      let message = "The world could not be made: \(failure.message ?? "")"
      progress.update { state in state.worldError = message }
      return
    }
    await finish(planned, index, failure, progress)
  }

  /// The worker: runs the test cases of `feed` (resuming one at a step first, if given) until the
  /// feed ends or the run stops. Once a world takes the scenario's executor (it is not
  /// `onScenarioThread` yet), the worker goes on on that executor's thread, with the world.
  private func work(
    _ feed: TestCaseFeed<PlannedTestCase>,
    resuming resumed: (RunningCase<World>, fromStep: Int)?,
    watchdog: Watchdog, boundaries: Boundaries?, _ generation: Int, _ run: ExecutionState<World>,
    onScenarioThread: Bool
  ) async {
    var resuming = resumed
    while true {
      let caseIndex: Int
      let planned: PlannedTestCase
      if let (running, _) = resuming {
        (caseIndex, planned) = (running.index, running.planned)
      } else {
        guard !interruption.isInterrupted else {
          feed.stop()
          return
        }
        guard let next = await feed.next() else { return }
        (caseIndex, planned) = (next.index, next.testCase)
        if let plan = next.plan { await emit(.planned(plan)) }
        await boundaries?.starting(planned)
        // A test case that waited to run alone does not start once the run has stopped
        // (`--fail-fast`, an interruption) meanwhile.
        guard !feed.isStopped else {
          await boundaries?.ended(caseIndex, planned, nil)
          return
        }
      }
      var attempt = resuming?.0.progress.attempt.attempt ?? 0
      while true {
        let progress: CaseProgress<World>
        var firstStep = 0
        if let (running, fromStep) = resuming {
          progress = running.progress
          firstStep = fromStep
          resuming = nil
        } else {
          // An attempt announced as a retry (`willBeRetried`) runs even after an interruption:
          // its first step then fails with the reason, and the scenario's failure is recorded.
          guard attempt > 0 || !interruption.isInterrupted else {
            feed.stop()
            await boundaries?.ended(caseIndex, planned, nil)
            return
          }
          progress = CaseProgress(
            attempt: TestCaseAttempt(
              testCase: planned.testCase, id: planned.attemptIds.newId(), attempt: attempt))
          run.current = RunningCase(index: caseIndex, planned: planned, progress: progress)
          await emit(.testCaseStarted(progress.attempt))
          let position = Watchdog.Position(testCase: planned.testCase, step: -1)
          guard await makeWorld(progress, planned, watchdog: watchdog, at: position, generation)
          else { return }
          if !onScenarioThread, let executor = ScenarioExecutor.offered, executor.isTaken,
            let current = run.current
          {
            await withTaskExecutorPreference(executor) {
              await ScenarioThread(executor).run {
                await work(
                  feed, resuming: (current, fromStep: 0), watchdog: watchdog,
                  boundaries: boundaries, generation, run, onScenarioThread: true)
              }
            }
            return
          }
        }
        let stepHooks = StepHooks<World>(steps, tags: planned.tags)
        let world = progress.world
        for stepIndex in firstStep..<planned.testCase.steps.count {
          await emit(.testStepStarted(progress.attempt, planned.testCase.steps[stepIndex]))
          let position = Watchdog.Position(testCase: planned.testCase, step: stepIndex)
          guard
            let result = await perform(
              planned, stepIndex, progress, world: world, stepHooks: stepHooks, watchdog: watchdog,
              at: position, generation)
          else { return }
          await finish(planned, stepIndex, result, progress)
        }
        let result = progress.snapshot.result
        let willBeRetried =
          result.status == .failed && attempt < options.retry && !interruption.isInterrupted
        await emit(.testCaseFinished(progress.attempt, result.status, willBeRetried: willBeRetried))
        if willBeRetried {
          attempt += 1
          continue
        }
        run.append(result)
        // The feed stops before the test case ends, so that none waiting to run alone starts.
        let stopsRun = options.failFast && result.status.isProblem
        if stopsRun { feed.stop() }
        await boundaries?.ended(caseIndex, planned, result)
        if stopsRun { return }
        break
      }
    }
  }

  /// Makes the world of an attempt; `false` when it timed out and the worker must stop.
  private func makeWorld(
    _ progress: CaseProgress<World>, _ planned: PlannedTestCase, watchdog: Watchdog,
    at position: Watchdog.Position,
    _ generation: Int
  ) async -> Bool {
    // No world after an interruption (an announced retry: its first step fails with the reason),
    // nor for a test case with no step, which would not use it.
    guard !options.dryRun, !interruption.isInterrupted, !planned.actions.isEmpty else {
      return true
    }
    watchdog.begin(
      position, limit: limit(for: planned), generation: generation, at: ContinuousClock.now)
    let made: Result<World, any Error>
    do {
      made = .success(try await StepChecks.value(makeWorld))
    } catch {
      made = .failure(error)
    }
    guard watchdog.end(generation: generation) else { return false }
    switch made {
    case .success(let world): progress.world = WorldBox(world)
    case .failure(let error):
      progress.update { state in state.worldError = "The world could not be made: \(error)" }
    }
    return true
  }

  /// Records and reports the result of the test step at `index`.
  @inline(__always)
  private func finish(
    _ planned: PlannedTestCase, _ index: Int, _ result: StepResult,
    _ progress: CaseProgress<World>
  ) async {
    let isGherkinStep = planned.isGherkinStep(at: index)
    progress.update { state in
      state.worst = max(state.worst, result.status)
      if isGherkinStep { state.stepStatuses.add(result.status) }
    }
    await emit(.testStepFinished(progress.attempt, planned.testCase.steps[index], result))
  }

  /// Runs the code of one test step with the attempt's `world` (nil when none was made); `nil` when
  /// it timed out and the worker must stop.
  @inline(__always)
  private func perform(
    _ planned: PlannedTestCase, _ index: Int, _ progress: CaseProgress<World>,
    world: WorldBox<World>?,
    stepHooks: StepHooks<World>?, watchdog: Watchdog, at position: Watchdog.Position,
    _ generation: Int
  ) async -> StepResult? {
    let state = progress.snapshot
    // A world that could not be made fails the first step, whatever stopped it.
    if let worldError = state.worldError {
      return StepResult(status: state.worst == .passed ? .failed : .skipped, message: worldError)
    }
    if let reason = interruption.reason {
      // The scenario stops at the step it was about to run: failed there, the rest skipped.
      return state.worst == .passed
        ? StepResult(status: .failed, message: reason.description) : StepResult(status: .skipped)
    }
    let skipping = state.worst != .passed
    let testStep = planned.testCase.steps[index]
    // The step's code, held as the hook or the definition (classes) rather than as a value of a
    // type generic in the world, whose type the closures below would look up at every step.
    let hook: CompiledSteps<World>.CompiledHook?
    let definition: CompiledSteps<World>.Definition?
    let values: [(any Sendable)?]
    switch planned.actions[index] {
    case .cannotRun(let status, let message):
      // After a skip (not a dry run's) every step is skipped; after a failed-ish step, undefined
      // and ambiguous steps still say so, and the others are skipped.
      let afterSkip = state.worst == .skipped && !options.dryRun
      let keepsStatus = status == .undefined || status == .ambiguous
      guard !afterSkip, !skipping || keepsStatus else { return StepResult(status: .skipped) }
      return StepResult(status: status, message: message)
    case .hook(let place):
      let scenarioHook = steps.hook(at: place)
      guard scenarioHook.hook.phase == .afterScenario || !skipping else {
        return StepResult(status: .skipped)
      }
      (hook, definition, values) = (scenarioHook, nil, [])
    case .step(let place):
      guard !skipping else { return StepResult(status: .skipped) }
      do {
        values = try testStep.bodyValues()
      } catch {
        return StepResult(status: .failed, message: "\(error)")
      }
      (hook, definition) = (nil, steps.definition(at: place))
    }
    guard let world = world?.world, !options.dryRun else { return StepResult(status: .skipped) }
    let scenario = ScenarioInfo(testCase: planned.testCase, status: state.worst)
    let collector = AttachmentCollector.current
    collector?.begin(.testStep(testCaseStartedId: progress.attempt.id, testStepId: testStep.id))
    let clock = ContinuousClock()
    let started = clock.now
    watchdog.begin(
      position, limit: limit(for: planned), generation: generation, at: started)
    let outcome: (any Error)?
    do {
      if let hook {
        try await StepChecks.run { try await hook.hook.body(world, scenario, nil) }
      } else if let definition {
        if let stepHooks {
          try await stepHooks.run(
            around: definition, values, in: world, scenario: scenario,
            step: StepInfo(testStep: testStep, of: planned.testCase, arguments: values))
        } else {
          try await StepChecks.run { try await definition.definition.body(world, values) }
        }
      }
      outcome = nil
    } catch {
      outcome = error
    }
    guard watchdog.end(generation: generation) else { return nil }
    let duration = clock.now - started
    for attachment in collector?.drain() ?? [] { await emit(.attachment(attachment)) }
    return StepResult(outcome: outcome, duration: duration)
  }

  /// Sends an event to the reporters; without reporters the event is not even made.
  @inline(__always)
  private func emit(_ event: @autoclosure () -> RunEvent) async {
    guard !reporters.isEmpty else { return }
    await reporters.send(handingOver: event())
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
    case let error?:
      self.init(
        status: .failed, duration: duration, message: "\(error)",
        errorType: String(describing: type(of: error)))
    }
  }
}

/// How a test case ended: its status and how many of its Gherkin steps ended with each status.
package struct TestCaseResult: Sendable {
  let status: StepStatus
  let stepStatuses: StepStatusCounts
}
