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

  /// Creates a runner; `interruption` lets a signal handler stop it gracefully.
  public init(
    steps: StepRegistry<World>, options: RunOptions, reporters: [any RunReporter],
    interruption: RunInterruption = RunInterruption(),
    makeWorld: @escaping @Sendable () async throws -> World
  ) {
    self.steps = steps
    self.options = options
    self.reporters = reporters
    self.interruption = interruption
    self.makeWorld = makeWorld
  }

  /// Loads, filters, orders and runs the scenarios; returns the summary that reporters saw last.
  public func run() async -> RunSummary { await run(in: nil) }

  /// Runs as ``run()`` does; as a piece of `session`, with its compiled steps and ids, its
  /// `beforeAll` hooks (run once for the whole session) instead of its own, no `afterAll` hooks
  /// (the session runs them when it finishes), and the test cases' events recorded in it.
  package func run(in session: RunSession<World>?) async -> RunSummary {
    let clock = ContinuousClock()
    let start = clock.now
    let ids = session?.ids ?? IdGenerator.incrementing()
    let prepared = prepare(ids: ids, compiled: session?.steps)
    let plan = prepared.plan
    await emit(.runStarted(plan))

    var summary = RunSummary(problems: plan.problems, warnings: plan.warnings, seed: plan.seed)
    var distinctCodes = Set<String>()
    summary.snippets = plan.snippets.filter { distinctCodes.insert($0.code).inserted }
      .map(\.commentedCode)
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
    let recorded = RecordedEvents()
    if hookProblems.isEmpty {
      await emit(.testCasesReady(plan.testCases))
      let executor = TestCaseExecutor(
        makeWorld: makeWorld, steps: compiled, options: options,
        reporters: session == nil ? reporters : reporters + [recorded], ids: ids,
        interruption: interruption)
      let feed = TestCaseFeed(prepared.testCases)
      results =
        options.parallel > 1
        ? await ParallelExecution(executor: executor, workers: options.parallel).execute(feed)
        : await executor.execute(feed)
      for result in results { summary.record(result) }
    }
    if let reason = interruption.reason {
      summary.interruption = reason
      summary.problems.append(RunProblem(reason.description))
    }
    if session == nil {
      summary.problems += await compiled.executeRunHooks(
        .afterAll, dryRun: options.dryRun, ids: ids, emit: emit)
    }
    summary.duration = clock.now - start
    summary.passed = summary.isPassing(strict: options.strict)
    await emit(.runFinished(summary))
    session?.add(plan)
    session?.add(events: recorded.events, results: results)
    return summary
  }

  /// Compiles the glue, reads the features, applies the filters and plans the test cases in run
  /// order. Each file is planned while the next one is parsed.
  /// Steps compiled already (with `ids`) are used as they are.
  package func prepare(
    ids: IdGenerator, compiled: CompiledSteps<World>? = nil
  ) -> (plan: RunPlan, compiled: CompiledSteps<World>, testCases: [PlannedTestCase<World>]) {
    let compiled = compiled ?? CompiledSteps(steps, ids: ids)
    var problems = compiled.problems.map { RunProblem($0.description) }
    let filter: ScenarioFilter?
    do {
      filter = try ScenarioFilter(tags: options.tags, names: options.names)
    } catch {
      filter = nil
      problems.append(error)
    }
    var features: [LoadedFeature] = []
    var scenariosInFiles = 0
    var testCases: [PlannedTestCase<World>] = []
    let rules: ScenarioRules
    do {
      rules = try ScenarioRules(serialTags: options.serialTags)
    } catch {
      rules = ScenarioRules()
      problems.append(error)
    }
    var planner = TestCasePlanner(steps: compiled, rules: rules)
    FeatureLoader(ids: ids).load(options.paths) { feature in
      filter.flatMap { SelectedFeature(feature, filter: $0, steps: compiled, ids: ids) }
    } consume: { item in
      switch item {
      case .feature(let feature, let selected):
        features.append(feature)
        scenariosInFiles += feature.pickles.count
        problems += feature.result.errors.map { RunProblem($0.description) }
        if let selected { testCases += planner.plan(selected) }
      case .problem(let problem):
        problems.append(problem)
      }
    }
    problems += planner.problems
    // A path that failed to load is a problem already; no need to say that nothing ran as well.
    let warnings =
      filter == nil || options.paths.isEmpty || (scenariosInFiles == 0 && !problems.isEmpty)
      ? [] : RunWarning.selection(selected: testCases.count, of: scenariosInFiles)
    if let shard = options.shard {
      testCases = testCases.enumerated().filter { shard.contains($0.offset) }.map(\.element)
    }
    let seed = order(&testCases)
    let runTestCases = testCases.map(\.testCase)
    let runId = ids.newId()
    let snippets =
      testCases.contains(where: \.hasUndefinedStep)
      ? Snippet.all(
        for: runTestCases, parameterTypes: compiled.parameterTypes, catalog: StepCatalog(steps),
        ids: ids) : []
    let plan = RunPlan(
      features: features, glue: compiled.glue, runId: runId, testCases: runTestCases,
      problems: problems, warnings: warnings, seed: seed, snippets: snippets)
    return (plan, compiled, testCases)
  }

  /// Puts the test cases in the run order; returns the seed of a random order.
  private func order(_ testCases: inout [PlannedTestCase<World>]) -> UInt64? {
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

  private func emit(_ event: RunEvent) async {
    for reporter in reporters { await reporter.report(event) }
  }
}

extension RunSummary {
  mutating func record(_ result: TestCaseResult) {
    scenarios[result.status, default: 0] += 1
    for status in result.stepStatuses { steps[status, default: 0] += 1 }
  }

  func isPassing(strict: Bool) -> Bool {
    problems.isEmpty && (warnings.isEmpty || !strict)
      && !scenarios.contains { status, count in count > 0 && status.failsRun(strict: strict) }
  }
}
