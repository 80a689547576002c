package import Gherkin
import Synchronization

/// One run made of pieces, as the bridges make it: Swift Testing runs each scenario as a test case
/// of its own, XCTest runs a feature file per test method. The session runs the `beforeAll` hooks
/// once, before the first piece (``start(writingReports:)``), and the `afterAll` hooks once, when it
/// ``finish()``es; its reporters (the report files of `ACCEPTANCE_FORMAT`) then receive one whole
/// run: every piece's test cases, in the order of the plans, between one `runStarted` and one
/// `runFinished`.
package final class RunSession<World: Sendable>: Sendable {
  /// The compiled steps that every piece runs.
  package let steps: CompiledSteps<World>
  /// The ids of every piece, so that no two test cases, steps or hooks share one.
  package let ids: IdGenerator
  private let options: RunOptions
  private let reports: RequestedReports
  private let clock = ContinuousClock()

  /// Test cases that ran, with their events and results, and where they go in the reports.
  private struct Piece {
    let order: Int
    let events: [RunEvent]
    let results: [TestCaseResult]
  }

  private struct State {
    var startedAt: ContinuousClock.Instant?
    var reporters: [any RunReporter] = []
    var startEvents: [RunEvent] = []
    var startProblems: [RunProblem] = []
    /// Whether the `beforeAll` hooks ran (not when a report could not be opened), so that the
    /// `afterAll` hooks run too.
    var ranBeforeAll = false
    var plans: [RunPlan] = []
    var pieces: [Piece] = []
    /// Whether the session finished: its `afterAll` hooks ran and its reports are written.
    var closed = false
  }

  private let state = Mutex(State())
  private let started = OnceTask<[RunProblem]>()
  private let finished = OnceTask<(summary: RunSummary, problems: [RunProblem])>()

  /// A session of `steps` with `options`, writing `reports` when it finishes.
  package init(steps: StepRegistry<World>, options: RunOptions, reports: RequestedReports) {
    let ids = IdGenerator.incrementing()
    self.steps = CompiledSteps(steps, ids: ids)
    self.ids = ids
    self.options = options
    self.reports = reports
  }

  /// Opens the reports (unless not `writingReports`, for a run whose end is not known) and runs
  /// the `beforeAll` hooks, the first time; every call returns what went wrong then (a report that
  /// cannot be written, a hook that failed), after which no scenario should run.
  package func start(writingReports: Bool = true) async -> [RunProblem] {
    await started.value { await self.open(writingReports: writingReports) }
  }

  /// Whether ``finish()`` has something to do: `afterAll` hooks to run or reports to write.
  package var hasWorkAtFinish: Bool {
    steps.runHooks.contains { $0.hook.phase == .afterAll } || !reports.isEmpty
  }

  /// A collector of the events of a piece's test cases, to hand in with their results
  /// (``add(events:results:order:)``); nil when the session writes no report, the only reader of
  /// those events, so that a session of thousands of test cases does not hold them all.
  package func eventRecorder() -> RecordedEvents? { reports.isEmpty ? nil : RecordedEvents() }

  private func open(writingReports: Bool) async -> [RunProblem] {
    state.withLock { $0.startedAt = clock.now }
    let reporters: [any RunReporter]
    do {
      reporters = writingReports ? try reports.open(options: options) : []
    } catch {
      return record(problems: [RunProblem(error.description)], events: [], reporters: [])
    }
    let events = RecordedEvents(all: true)
    state.withLock { $0.ranBeforeAll = true }
    let problems = await steps.executeRunHooks(
      .beforeAll, dryRun: options.dryRun, ids: ids, emit: events.report)
    return record(problems: problems, events: events.events, reporters: reporters)
  }

  private func record(
    problems: [RunProblem], events: [RunEvent], reporters: [any RunReporter]
  ) -> [RunProblem] {
    state.withLock { state in
      state.startProblems = problems
      state.startEvents = events
      state.reporters = reporters
    }
    return problems
  }

  /// Adds the plan of some test cases (its features, test cases, problems and snippets), unless
  /// the session finished.
  package func add(_ plan: RunPlan) {
    state.withLock { state in
      if !state.closed { state.plans.append(plan) }
    }
  }

  /// Adds test cases that ran, with their events and results. The reports list them by `order`,
  /// then in the order they were added. Returns the problem of test cases that ran after the
  /// session finished (its `afterAll` hooks before them, its reports without them), if it has
  /// such work at its end.
  package func add(
    events: [RunEvent], results: [TestCaseResult], order: Int = .max
  ) -> RunProblem? {
    let added = state.withLock { state in
      guard !state.closed else { return false }
      state.pieces.append(Piece(order: order, events: events, results: results))
      return true
    }
    guard !added, hasWorkAtFinish else { return nil }
    return RunProblem(
      "this ran after its run had finished: the afterAll hooks ran before it, and the reports "
        + "do not include it (give a suite's .acceptance trait to one test or suite, and call "
        + "finish(in:) of an XCTFeatureRunner after its last run)")
  }

  /// Runs the `afterAll` hooks and writes the reports, the first time (starting the session if it
  /// was not); every call returns the summary of the whole session and the problems of its end:
  /// the `afterAll` hooks that failed and the reports that could not be written.
  @discardableResult
  package func finish() async -> (summary: RunSummary, problems: [RunProblem]) {
    _ = await start()
    return await finished.value { await self.close() }
  }

  private func close() async -> (summary: RunSummary, problems: [RunProblem]) {
    let hookEvents = RecordedEvents(all: true)
    let ranBeforeAll = state.withLock { $0.ranBeforeAll }
    let hookProblems =
      ranBeforeAll
      ? await steps.executeRunHooks(
        .afterAll, dryRun: options.dryRun, ids: ids, emit: hookEvents.report) : []
    let recorded = state.withLock { state in
      state.closed = true
      return state
    }
    let plan = mergedPlan(recorded.plans)
    let pieces = recorded.pieces.enumerated().sorted {
      ($0.element.order, $0.offset) < ($1.element.order, $1.offset)
    }.map(\.element)
    var summary = RunSummary(problems: plan.problems, warnings: plan.warnings, seed: plan.seed)
    var distinctCodes = Set<String>()
    summary.snippets = plan.snippets.map(\.code).filter { distinctCodes.insert($0).inserted }
    summary.problems += recorded.startProblems + hookProblems
    for piece in pieces {
      for result in piece.results { summary.record(result) }
    }
    summary.duration = recorded.startedAt.map { clock.now - $0 } ?? .zero
    summary.passed = summary.isPassing(strict: options.strict)
    let reporters = RunReporters(recorded.reporters)
    func emit(_ event: RunEvent) async { await reporters.send(event) }
    await emit(.runStarted(plan))
    for event in recorded.startEvents { await emit(event) }
    if recorded.startProblems.isEmpty { await emit(.testCasesReady(plan.testCases)) }
    for piece in pieces {
      for event in piece.events { await emit(event) }
    }
    for event in hookEvents.events { await emit(event) }
    await emit(.runFinished(summary))
    let unwritten = reports.finish().map { RunProblem($0.description) }
    summary.problems += unwritten
    summary.passed = summary.isPassing(strict: options.strict)
    return (summary, hookProblems + unwritten)
  }

  /// One plan for all the pieces: their features, test cases, problems and snippets, in order.
  private func mergedPlan(_ plans: [RunPlan]) -> RunPlan {
    RunPlan(
      features: plans.flatMap(\.features), glue: steps.glue,
      runId: plans.first?.runId ?? ids.newId(), testCases: plans.flatMap(\.testCases),
      problems: plans.flatMap(\.problems), warnings: plans.flatMap(\.warnings),
      seed: plans.first?.seed, snippets: plans.flatMap(\.snippets))
  }
}

/// Collects the events of test cases (all events, if asked) in the order they arrive.
package final class RecordedEvents: SynchronousRunReporter {
  private let all: Bool
  private let collected = Mutex<[RunEvent]>([])

  /// A collector of the test cases' events, or of every event when `all`.
  package init(all: Bool = false) { self.all = all }

  /// The events so far.
  package var events: [RunEvent] { collected.withLock { $0 } }

  package func handle(_ event: RunEvent) {
    switch event {
    case .runStarted, .planned, .testCasesReady, .runFinished, .runHookStarted, .runHookFinished:
      guard all else { return }
    case .testCaseStarted, .testStepStarted, .attachment, .testStepFinished, .testCaseFinished:
      break
    }
    collected.withLock { $0.append(event) }
  }
}
