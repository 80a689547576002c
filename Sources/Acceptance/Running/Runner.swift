import Foundation
import Gherkin

/// Runs feature files against a step registry and reports every event.
///
/// ```swift
/// var options = RunOptions()
/// options.tags = "@smoke and not @wip"
/// let runner = Runner(steps: steps, options: options, reporters: [PrettyReporter(...)]) {
///   MyWorld()
/// }
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

  /// Creates a runner.
  public init(
    steps: StepRegistry<World>, options: RunOptions, reporters: [any RunReporter],
    makeWorld: @escaping @Sendable () async throws -> World
  ) {
    self.steps = steps
    self.options = options
    self.reporters = reporters
    self.makeWorld = makeWorld
  }

  /// Loads, filters, orders and runs the scenarios; returns the summary that reporters saw last.
  public func run() async -> RunSummary {
    let clock = ContinuousClock()
    let start = clock.now
    let ids = IdGenerator.incrementing()
    let compiled = CompiledSteps(steps)
    let prepared = prepare(compiled: compiled, ids: ids)
    let plan = prepared.plan
    await emit(.runStarted(plan))

    var summary = RunSummary(problems: plan.problems, seed: plan.seed)
    summary.snippets = plan.snippets
    let executor = TestCaseExecutor(
      makeWorld: makeWorld, steps: compiled, options: options, reporters: reporters)
    let runHooksError = await runHooks(.beforeAll, compiled)
    if let runHooksError {
      summary.problems.append(runHooksError)
    } else {
      for result in await executor.execute(prepared.testCases) { summary.record(result) }
    }
    if let error = await runHooks(.afterAll, compiled) { summary.problems.append(error) }
    summary.duration = clock.now - start
    summary.passed = summary.isPassing(strict: options.strict)
    await emit(.runFinished(summary))
    return summary
  }

  /// Reads the features, applies the filters and plans the test cases in run order.
  func prepare(
    compiled: CompiledSteps<World>, ids: IdGenerator
  ) -> (plan: RunPlan, testCases: [PlannedTestCase<World>]) {
    let loaded = FeatureLoader(ids: ids).load(options.paths)
    var problems = loaded.problems + compiled.problems.map { RunProblem($0.description) }
    let filter: ScenarioFilter
    do {
      filter = try ScenarioFilter(tags: options.tags, names: options.names)
    } catch {
      problems.append(error)
      let plan = RunPlan(
        features: loaded.features, testCases: [], problems: problems, seed: nil, snippets: [])
      return (plan, [])
    }
    let planner = TestCasePlanner(steps: compiled, ids: ids)
    var testCases: [PlannedTestCase<World>] = []
    for feature in loaded.features {
      guard let document = feature.document else { continue }
      let index = DocumentIndex(document)
      for pickle in feature.pickles where filter.accepts(pickle, lines: feature.lines, index: index)
      {
        testCases.append(planner.plan(pickle, in: index))
      }
    }
    var seed: UInt64?
    switch options.order {
    case .defined: break
    case .reversed: testCases.reverse()
    case .random(let value):
      seed = value
      var generator = SeededRandomNumberGenerator(seed: value)
      testCases.shuffle(using: &generator)
    }
    let plan = RunPlan(
      features: loaded.features, testCases: testCases.map(\.testCase), problems: problems,
      seed: seed, snippets: snippets(for: testCases.map(\.testCase), compiled: compiled))
    return (plan, testCases)
  }

  /// One snippet per distinct undefined step, in the order the steps appear.
  private func snippets(for testCases: [TestCase], compiled: CompiledSteps<World>) -> [String] {
    let generator = CucumberExpressionGenerator(registry: compiled.parameterTypes)
    var seen: Set<String> = []
    var snippets: [String] = []
    for testCase in testCases {
      for testStep in testCase.steps {
        guard case .undefined = testStep.match, let step = testStep.pickleStep,
          let snippet = Snippet(for: step, generator: generator),
          seen.insert(snippet.code).inserted
        else { continue }
        snippets.append(snippet.code)
      }
    }
    return snippets
  }

  private func runHooks(_ phase: RunHook.Phase, _ compiled: CompiledSteps<World>) async
    -> RunProblem?
  {
    for hook in compiled.runHooks where hook.phase == phase && !options.dryRun {
      do {
        try await hook.body()
      } catch {
        return RunProblem("\(phase.rawValue) hook failed (\(hook.location)): \(error)")
      }
    }
    return nil
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
    let failing: [StepStatus] =
      strict ? [.failed, .ambiguous, .undefined, .pending] : [.failed, .ambiguous]
    return problems.isEmpty && failing.allSatisfy { (scenarios[$0] ?? 0) == 0 }
  }
}
