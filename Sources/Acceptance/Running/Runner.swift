import Foundation
package import Gherkin
import VirtualTime

/// Runs feature files against a step registry and reports every event.
///
/// ```swift
/// var options = RunOptions()
/// options.tags = "@smoke and not @wip"
/// let reporter = PrettyReporter(output: .standardOutput)
/// let runner = Runner(steps: steps, options: options, reporters: [reporter]) { MyWorld() }
/// let summary = await runner.run()
/// exit(summary.passed ? 0 : 1)
/// ```
public struct Runner<World: Sendable>: Sendable {
  /// The step definitions and hooks.
  public let steps: StepRegistry<World>
  /// What to run and how.
  public let options: RunOptions
  /// Who receives the events.
  public let reporters: [any RunReporter]
  /// Makes a fresh world for every scenario.
  public let makeWorld: @Sendable () async throws -> World
  /// Stops the run early (a signal); the run then ends with every report complete.
  public let interruption: RunInterruption
  /// The reporters, sorted by how they take events.
  private let sortedReporters: RunReporters

  /// Creates a runner; `interruption` lets a signal handler stop it gracefully.
  public init(
    steps: StepRegistry<World>, options: RunOptions, reporters: [any RunReporter],
    interruption: RunInterruption = RunInterruption(),
    makeWorld: @escaping @Sendable () async throws -> World
  ) {
    self.steps = steps
    self.options = options
    self.reporters = reporters
    sortedReporters = RunReporters(reporters)
    self.interruption = interruption
    self.makeWorld = makeWorld
  }

  /// Loads, filters, orders and runs the scenarios; returns the summary that reporters saw last.
  public func run() async -> RunSummary { await run(in: nil) }

  /// Runs as ``run()`` does; as a piece of `session`, with its compiled steps and ids, its
  /// `beforeAll` hooks (run once for the whole session) instead of its own, no `afterAll` hooks
  /// (the session runs them when it finishes), and the test cases' events recorded in it.
  package func run(in session: RunSession<World>?) async -> RunSummary {
    let start = ContinuousClock.now
    let ids = session?.ids ?? IdGenerator.incrementing()
    if session == nil, options.order == .defined {
      return await runPlanningAsItGoes(ids: ids, since: start)
    }
    let prepared = prepare(ids: ids, compiled: session?.steps)
    let plan = prepared.plan
    await emit(.runStarted(plan))

    var summary = RunSummary(problems: plan.problems, warnings: plan.warnings, seed: plan.seed)
    summary.snippets = Snippet.distinctCodes(plan.snippets)
    let compiled = prepared.compiled
    let hookProblems: [RunProblem]
    if let session {
      hookProblems = await session.start()
    } else {
      hookProblems = await compiled.executeRunHooks(
        .beforeAll, dryRun: options.dryRun, ids: ids, emit: emit)
    }
    summary.problems += hookProblems
    var results: [TestCaseResult] = []
    let recorded = session?.eventRecorder()
    if hookProblems.isEmpty {
      await emit(.testCasesReady(plan.testCases))
      results = await execute(
        TestCaseFeed(prepared.testCases), steps: compiled,
        reporters: recorded.map { RunReporters(reporters + [$0]) } ?? sortedReporters)
      for result in results { summary.record(result) }
    }
    summary = await end(
      summary, compiled: compiled, ids: ids, since: start, runsAfterAll: session == nil)
    session?.add(plan)
    if let late = session?.add(events: recorded?.events ?? [], results: results) {
      summary.problems.append(late)
      summary.passed = false
    }
    return summary
  }

  /// Runs the test cases of `feed` with `steps`, on `options.parallel` workers, reporting to
  /// `reporters`; returns the results in run order.
  private func execute(
    _ feed: TestCaseFeed<PlannedTestCase>, steps: CompiledSteps<World>,
    reporters: RunReporters
  ) async -> [TestCaseResult] {
    let executor = TestCaseExecutor(
      makeWorld: makeWorld, steps: steps, options: options, reporters: reporters,
      interruption: interruption)
    return options.parallel > 1
      ? await ParallelExecution(executor: executor, workers: options.parallel).execute(feed)
      : await executor.execute(feed)
  }

  /// How many planned test cases may wait for a worker in a run that plans as it goes.
  private static var plannedAhead: Int { 64 }

  /// Runs as ``run()`` does, with the files in their order, planning each file on a thread of its
  /// own while the ones before it run.
  ///
  /// When no reporter needs the whole plan first (``RunReporter/needsWholePlan``), the reporters
  /// get each file's plan before its first test case, and the run forgets each test case once it
  /// has run: it holds the few test cases waiting and running, not all of them. Otherwise the
  /// planning thread does not wait for the workers, and the events wait in a ``WholePlanGate``
  /// until the plan is whole, which the reporters then receive first, as if it had been made
  /// before the run.
  private func runPlanningAsItGoes(ids: IdGenerator, since start: ContinuousClock.Instant) async
    -> RunSummary
  {
    let setup = PlanSetup(options: options, registry: steps, steps: CompiledSteps(steps, ids: ids))
    let compiled = setup.steps
    let runId = ids.newId()
    let gate = reporters.contains { $0.needsWholePlan } ? WholePlanGate(startedAt: Date()) : nil
    let reporters = gate.map { sortedReporters.held(by: $0) } ?? sortedReporters
    if gate == nil {
      await reporters.send(
        .runStarted(
          RunPlan(
            features: [], glue: compiled.glue, runId: runId, testCases: [],
            problems: setup.problems, warnings: [], seed: nil, snippets: [])))
    }
    let feed = TestCaseFeed<PlannedTestCase>(
      capacity: gate == nil ? Self.plannedAhead : .max)
    // The hooks run while the files are read: their ids are taken before.
    let hookIds = ids.reserve(compiled.runHooks.count { $0.hook.phase == .beforeAll })
    async let planning = plan(setup, ids: ids, runId: runId, into: feed, gate: gate)
    let hookProblems = await compiled.executeRunHooks(
      .beforeAll, dryRun: options.dryRun, ids: hookIds, emit: { await reporters.send($0) })
    var results: [TestCaseResult] = []
    if hookProblems.isEmpty {
      await reporters.testCasesWillRun()
      results = await execute(feed, steps: compiled, reporters: reporters)
    }
    // The workers may have stopped early (`--fail-fast`, an interruption, a failed `beforeAll`
    // hook): the planner only goes on reading the files, for their problems and the whole plan.
    feed.stop()
    let planned = await planning
    await reporters.release()
    var summary = RunSummary(problems: setup.problems, warnings: planned.warnings, seed: nil)
    for result in results { summary.record(result) }
    summary.problems += planned.problems + hookProblems
    summary.snippets = planned.snippets
    return await end(summary, compiled: compiled, ids: ids, since: start, runsAfterAll: true)
  }

  /// Plans the files on a thread of its own, sending each test case to `feed`, then ends the feed;
  /// returns the files' problems, the warnings and the distinct snippets. Without a `gate`, the
  /// first test case of each file carries the file's plan; with one, the gate receives the whole
  /// plan at the end.
  private func plan(
    _ setup: PlanSetup<World>, ids: IdGenerator, runId: String,
    into feed: TestCaseFeed<PlannedTestCase>, gate: WholePlanGate?
  ) async -> (problems: [RunProblem], warnings: [RunWarning], snippets: [String]) {
    let shard = options.shard
    return await withCheckedContinuation { continuation in
      let planner = Thread {
        var problems: [RunProblem] = []
        var (selected, position) = (0, 0)
        var snippets: [Snippet] = []
        var features: [LoadedFeature] = []
        var runTestCases: [TestCase] = []
        let scenariosInFiles = setup.planFiles(ids: ids) { file in
          problems += file.problems
          selected += file.testCases.count
          var testCases = file.testCases
          if let shard {
            testCases = testCases.filter { _ in
              defer { position += 1 }
              return shard.contains(position)
            }
          }
          if gate != nil, let feature = file.feature { features.append(feature) }
          guard let feature = file.feature, !testCases.isEmpty else { return }
          let fileTestCases = testCases.map(\.testCase)
          let fileSnippets = setup.snippets(for: testCases, ids: file.ids)
          snippets += fileSnippets
          var plan: RunPlan?
          if gate == nil {
            plan = RunPlan(
              features: [feature], glue: setup.steps.glue, runId: runId, testCases: fileTestCases,
              problems: file.problems, warnings: [], seed: nil, snippets: fileSnippets)
          } else {
            runTestCases += fileTestCases
          }
          feed.send(testCases, plan: plan)
        }
        feed.finish()
        let warnings = setup.warnings(
          selected: selected, of: scenariosInFiles, problems: setup.problems + problems)
        gate?.planned(
          RunPlan(
            features: features, glue: setup.steps.glue, runId: runId, testCases: runTestCases,
            problems: setup.problems + problems, warnings: warnings, seed: nil,
            snippets: snippets))
        continuation.resume(returning: (problems, warnings, Snippet.distinctCodes(snippets)))
        // The test cases that ran, and the files, are freed here while the run ends, not after it.
        feed.forgetAfterStop()
      }
      planner.name = "acceptance planner"
      planner.start()
    }
  }

  /// Ends a run: records an interruption, runs the `afterAll` hooks if `runsAfterAll`, and reports
  /// the summary, which it returns.
  private func end(
    _ summary: RunSummary, compiled: CompiledSteps<World>, ids: IdGenerator,
    since start: ContinuousClock.Instant, runsAfterAll: Bool
  ) async -> RunSummary {
    var summary = summary
    if let reason = interruption.reason {
      summary.interruption = reason
      summary.problems.append(RunProblem(reason.description))
    }
    if runsAfterAll {
      summary.problems += await compiled.executeRunHooks(
        .afterAll, dryRun: options.dryRun, ids: ids, emit: emit)
    }
    summary.duration = ContinuousClock.now - start
    summary.passed = summary.isPassing(strict: options.strict)
    await emit(.runFinished(summary))
    return summary
  }

  /// Compiles the glue, reads the features, applies the filters and plans the test cases in run
  /// order, reading and planning the files on the calling thread.
  /// Steps compiled already (with `ids`) are used as they are.
  package func prepare(
    ids: IdGenerator, compiled: CompiledSteps<World>? = nil
  ) -> (plan: RunPlan, compiled: CompiledSteps<World>, testCases: [PlannedTestCase]) {
    let setup = PlanSetup(
      options: options, registry: steps, steps: compiled ?? CompiledSteps(steps, ids: ids))
    var problems = setup.problems
    var features: [LoadedFeature] = []
    var testCases: [PlannedTestCase] = []
    let scenariosInFiles = setup.planFiles(ids: ids) { file in
      features += file.feature.map { [$0] } ?? []
      problems += file.problems
      testCases += file.testCases
    }
    let warnings = setup.warnings(
      selected: testCases.count, of: scenariosInFiles, problems: problems)
    if let shard = options.shard {
      testCases = testCases.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    }
    let seed = order(&testCases)
    let runTestCases = testCases.map(\.testCase)
    let runId = ids.newId()
    let snippets = setup.snippets(for: testCases, ids: ids)
    let plan = RunPlan(
      features: features, glue: setup.steps.glue, runId: runId, testCases: runTestCases,
      problems: problems, warnings: warnings, seed: seed, snippets: snippets)
    return (plan, setup.steps, testCases)
  }

  /// Puts the test cases in the run order; returns the seed of a random order.
  private func order(_ testCases: inout [PlannedTestCase]) -> UInt64? {
    switch options.order {
    case .defined: return nil
    case .reversed:
      testCases.reverse()
      return nil
    case .random(let seed):
      var generator = SeededRandomNumberGenerator(seed: seed)
      testCases.shuffle(using: &generator)
      return seed
    }
  }

  private func emit(_ event: RunEvent) async { await sortedReporters.send(event) }
}

extension RunSummary {
  mutating func record(_ result: TestCaseResult) {
    scenarios[result.status, default: 0] += 1
    for status in StepStatus.allCases where result.stepStatuses[status] > 0 {
      steps[status, default: 0] += result.stepStatuses[status]
    }
  }

  func isPassing(strict: Bool) -> Bool {
    problems.isEmpty && (warnings.isEmpty || !strict)
      && !scenarios.contains { status, count in count > 0 && status.failsRun(strict: strict) }
  }
}
