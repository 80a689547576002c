import Acceptance
import Synchronization
import Testing

/// Collects every event, and does not need the whole plan first.
private final class StreamingCollector: RunReporter {
  private let collected = Mutex<[RunEvent]>([])
  var events: [RunEvent] { collected.withLock { $0 } }
  var needsWholePlan: Bool { false }
  func report(_ event: RunEvent) async { collected.withLock { $0.append(event) } }
}

@Suite("Planning as the run goes")
struct PlanningAsItGoesTests {
  static let files = [
    "a.feature": """
    Feature: A

      Scenario: A1
        Given a step

      Scenario: A2
        Given a step
    """,
    "b.feature": """
    Feature: B

      Scenario: B1
        Given a step
        And a step nobody wrote
    """,
  ]

  static let steps = StepRegistry<LogWorld> { steps in
    steps.given("a step") { _ in }
  }

  /// The run's events, with `reporter` as its only reporter.
  static func events(
    reporter: some RunReporter, parallel: Int = 1, order: RunOptions.Order = .defined
  ) async throws -> RunSummary {
    try await run(reporters: [reporter], parallel: parallel, order: order)
  }

  /// Runs the two files with `reporters`.
  static func run(
    reporters: [any RunReporter], parallel: Int = 1, order: RunOptions.Order = .defined
  ) async throws -> RunSummary {
    let fixture = try RunnerFixture(files)
    var options = RunOptions()
    options.paths = [fixture.path("a.feature"), fixture.path("b.feature")].map {
      FeaturePath(path: $0)
    }
    options.parallel = parallel
    options.order = order
    return await Runner(steps: steps, options: options, reporters: reporters) { LogWorld() }
      .run()
  }

  /// Each event in short: "started 0" (the test cases in runStarted), "planned A1 A2",
  /// "ready 3", "case A1", "finished".
  static func outline(_ events: [RunEvent]) -> [String] {
    events.compactMap { event in
      switch event {
      case .runStarted(let plan): "started \(plan.testCases.count)"
      case .planned(let plan):
        (["planned"] + plan.testCases.map(\.pickle.name)).joined(separator: " ")
          + (plan.snippets.isEmpty ? "" : " +\(plan.snippets.count) snippet")
      case .testCasesReady(let testCases): "ready \(testCases.count)"
      case .testCaseStarted(let attempt): "case \(attempt.testCase.pickle.name)"
      case .runFinished: "finished"
      default: nil
      }
    }
  }

  @Test(arguments: [1, 2])
  func aReporterThatNeedsNoWholePlanGetsEachFilesPlanBeforeItsFirstTestCase(parallel: Int)
    async throws
  {
    let reporter = StreamingCollector()
    let summary = try await Self.events(reporter: reporter, parallel: parallel)
    #expect(
      Self.outline(reporter.events) == [
        "started 0", "planned A1 A2", "case A1", "case A2", "planned B1 +1 snippet", "case B1",
        "finished",
      ])
    #expect(summary.scenarios == [.passed: 2, .undefined: 1])
    #expect(summary.snippets.count == 1)
  }

  @Test(arguments: [1, 2])
  func aReporterThatNeedsTheWholePlanGetsItFirst(parallel: Int) async throws {
    let reporter = EventCollector()
    _ = try await Self.events(reporter: reporter, parallel: parallel)
    #expect(
      Self.outline(reporter.events) == [
        "started 3", "ready 3", "case A1", "case A2", "case B1", "finished",
      ])
  }

  /// The files are planned long before the hook ends: its events release the held ones, and the
  /// list of test cases must still follow them.
  @Test(arguments: [1, 2])
  func aBeforeAllHookThatOutlastsThePlanningStillListsTheTestCases(parallel: Int) async throws {
    let fixture = try RunnerFixture(Self.files)
    var options = RunOptions()
    options.paths = [fixture.path("a.feature"), fixture.path("b.feature")].map {
      FeaturePath(path: $0)
    }
    options.parallel = parallel
    var steps = Self.steps
    steps.beforeAll { try await Task.sleep(for: .milliseconds(200)) }
    let reporter = EventCollector()
    _ = await Runner(steps: steps, options: options, reporters: [reporter]) { LogWorld() }.run()
    #expect(
      Self.outline(reporter.events) == [
        "started 3", "ready 3", "case A1", "case A2", "case B1", "finished",
      ])
  }

  @Test(arguments: [false, true])
  func aFailedBeforeAllHookRunsNoTestCaseButTheFilesAreStillPlanned(wholePlan: Bool)
    async throws
  {
    let fixture = try RunnerFixture([
      "a.feature": "Feature: A\n  Scenario: A1\n    Given a step\n",
      "b.feature": "Feature: B\n  Scenario: B1\n    Given a step\n  Nonsense\n",
    ])
    var options = RunOptions()
    options.paths = [
      FeaturePath(path: fixture.path("a.feature")), FeaturePath(path: fixture.path("b.feature")),
    ]
    var steps = Self.steps
    steps.beforeAll { throw StepFailure("no database") }
    let reporter: any RunReporter = wholePlan ? EventCollector() : StreamingCollector()
    let summary = await Runner(steps: steps, options: options, reporters: [reporter]) {
      LogWorld()
    }.run()
    let events = (reporter as? EventCollector)?.events ?? (reporter as? StreamingCollector)?.events
    #expect(Self.outline(events ?? []) == [wholePlan ? "started 1" : "started 0", "finished"])
    #expect(summary.scenarioCount == 0)
    // The broken file is a problem of the run, next to the hook's.
    #expect(summary.problems.contains { $0.message.contains("b.feature(4:3)") })
    #expect(summary.problems.contains { $0.message.contains("no database") })
  }

  @Test func aRandomOrderNeedsTheWholePlan() async throws {
    let reporter = StreamingCollector()
    _ = try await Self.events(reporter: reporter, order: .random(seed: 1))
    #expect(Self.outline(reporter.events).prefix(2) == ["started 3", "ready 3"])
  }
}
