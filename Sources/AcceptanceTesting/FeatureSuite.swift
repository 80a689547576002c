public import Acceptance
public import Foundation
import Gherkin
public import Testing

/// Runs a folder of feature files as Swift Testing cases: one parameterized case per scenario, each
/// failing, undefined, pending or ambiguous step recorded as an issue at its `.feature` file and line,
/// and what steps and hooks attach recorded as attachments of the test, named after their step.
///
/// ```swift
/// import AcceptanceTesting
/// import CalculatorSteps
/// import Testing
///
/// let features = FeatureSuite(steps: CalculatorSteps.registry, paths: ["Features"]) {
///   CalculatorWorld()
/// }
///
/// @Test(.acceptance(features), arguments: features.scenarios)
/// func scenario(_ scenario: FeatureScenario) async {
///   await features.run(scenario)
/// }
/// ```
///
/// The `.acceptance(features)` trait marks the suite's start and end: the `beforeAll` hooks run
/// once before the first scenario (without the trait too), the `afterAll` hooks once after the
/// last, and the reports of `ACCEPTANCE_FORMAT` are written then.
///
/// Paths are relative to the package root, found from the calling file. `ACCEPTANCE_TAGS` and
/// `ACCEPTANCE_NAME` filter the scenarios without code changes:
/// `ACCEPTANCE_TAGS='@smoke and not @wip' swift test`; the other `ACCEPTANCE_` variables and the
/// profiles of `acceptance.json` (`ACCEPTANCE_PROFILE`) apply over `options` as on the command
/// line, but for the paths. An invalid one is a failing "Problem" case. The report formats of the
/// profiles and of `ACCEPTANCE_FORMAT` (`junit:reports/junit.xml,message:reports/run.ndjson`) are
/// written when the suite ends, under the trait.
public struct FeatureSuite<World: Sendable>: Sendable {
  /// The scenarios to run, with a case for each problem (an invalid file or step definition, and
  /// in a strict run filters that select no scenario) so that problems fail the test run too.
  public let scenarios: [FeatureScenario]
  /// The planned test cases by id, with their place in the plan.
  private let planned: [String: (index: Int, testCase: PlannedTestCase)]
  private let makeWorld: @Sendable () async throws -> World
  private let options: RunOptions
  private let issues: IssueReporter
  private let attachments: AttachmentRecorder
  let session: RunSession<World>
  /// Lets in as many scenarios at once as `parallel` says (`ACCEPTANCE_PARALLEL`, a profile), or
  /// one per core: Swift Testing starts every case at once, and a scenario's step timeouts should
  /// measure its own work, not its wait behind hundreds of others.
  private let gate: SerialGate
  let notes = SuiteNotes()
  let packageRoot: URL

  /// Loads and plans the scenarios of `paths` (relative to the package that contains `filePath`).
  public init(
    steps: StepRegistry<World>, paths: [String] = ["Features"],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    options: RunOptions = RunOptions(), filePath: String = #filePath,
    makeWorld: @escaping @Sendable () async throws -> World
  ) {
    let root = FeaturePath.packageRoot(containing: filePath)
    var options = options
    options.paths = paths.map { FeaturePath.resolving($0, against: root) }
    // An invalid profile or variable is the only case: nothing else runs, as on the command line.
    var problems: [RunProblem] = []
    var formats: [String] = []
    do {
      let configuration = try options.configuration(by: environment, root: root)
      options = configuration.runOptions
      formats = configuration.formats
    } catch {
      problems.append(RunProblem(error.message))
      options.paths = []
    }
    let runner = Runner(steps: steps, options: options, reporters: [], makeWorld: makeWorld)
    let session = RunSession(
      steps: steps, options: options,
      reports: RequestedReports(formats: formats, root: root, environment: environment))
    let prepared = runner.prepare(ids: session.ids, compiled: session.steps)
    session.add(prepared.plan)
    let warnings = RunWarning.failures(prepared.plan.warnings, strict: options.strict)
    self.scenarios =
      (problems + prepared.plan.problems + warnings).map { FeatureScenario(problem: $0) }
      + prepared.testCases.map { FeatureScenario(testCase: $0.testCase, root: root) }
    self.planned = Dictionary(
      prepared.testCases.enumerated().map { ($0.element.testCase.id, ($0.offset, $0.element)) },
      uniquingKeysWith: { first, _ in first })
    self.makeWorld = makeWorld
    self.gate = SerialGate(
      limit: options.parallel > 1 ? options.parallel : RunOptions.processorCount)
    self.options = options
    self.issues = IssueReporter(root: root, snippets: prepared.plan.snippetsByPickleStep)
    self.attachments = AttachmentRecorder(root: root)
    self.session = session
    self.packageRoot = root
  }

  /// Runs one scenario; every step that does not pass is recorded as an issue.
  public func run(_ scenario: FeatureScenario) async {
    if let problem = scenario.problem {
      recordProblem(problem, at: scenario.problemSource, root: packageRoot)
      return
    }
    guard let (index, planned) = planned[scenario.id] else {
      Issue.record("The scenario \(scenario.name) is not part of this suite.")
      return
    }
    guard await start(before: planned.testCase) else { return }
    // Each scenario is a test of its own: a step stuck in one stops that scenario only. A failed
    // `#expect` inside a step fails that step. The events go to the reports too, if any.
    let recorded = session.eventRecorder()
    let executor = TestCaseExecutor(
      makeWorld: makeWorld, steps: session.steps, options: options,
      reporters: [issues, attachments] + (recorded.map { [$0] } ?? []),
      interruption: RunInterruption())
    let results = await gate.run(alone: planned.runsAlone) {
      await StepChecks.swiftTestingScenario { await executor.execute([planned]) }
    }
    if let late = session.add(events: recorded?.events ?? [], results: results, order: index) {
      Issue.record(
        Comment(rawValue: late.message),
        sourceLocation: planned.testCase.sourceLocation(root: packageRoot))
    }
  }
}

/// One scenario of a ``FeatureSuite``, as a Swift Testing argument named `Feature › Scenario`.
///
/// It encodes as its feature file and line, so that Xcode can run one scenario again.
public struct FeatureScenario: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  /// The test case's id.
  public let id: String
  /// `Feature › Scenario`.
  public let name: String
  /// The feature file, relative to the package root, and the scenario's line.
  public let location: String
  /// For a case that stands for a problem instead of a scenario: the message.
  public let problem: String?
  /// Where the problem applies, if anywhere in particular.
  let problemSource: SourceReference?

  init(testCase: TestCase, root: URL) {
    id = testCase.id
    name = testCase.displayName
    location = "\(FeatureScenario.relative(testCase.uri, to: root)):\(testCase.line)"
    problem = nil
    problemSource = nil
  }

  init(problem: RunProblem) {
    id = "problem:\(problem.message)"
    name = "Problem"
    location = ""
    self.problem = problem.message
    problemSource = problem.source
  }

  public var testDescription: String {
    problem.map { "Problem: \($0)" } ?? "\(name) (\(location))"
  }

  public var description: String { testDescription }

  static func relative(_ path: String, to root: URL) -> String {
    let rootPath = root.path
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// Records every step that did not pass as a Swift Testing issue at the step's feature file and line,
/// with the closest defined steps ("did you mean") and the snippet that would define an undefined
/// step.
///
/// With ``RunOptions/retry``, only the final attempt's steps are recorded, and a scenario that
/// passed on a later attempt is recorded as a warning that it is flaky.
struct IssueReporter: SynchronousRunReporter {
  let root: URL
  let snippets: [String: Snippet]
  let attempts = FinalAttempts()

  func handle(_ event: RunEvent) {
    switch attempts.take(event) {
    case .final(let problems)?: for problem in problems { record(problem) }
    case .flaky(let flaky)?: recordFlaky(flaky)
    case nil: break
    }
  }

  private func record(_ problem: StepProblem) {
    let location = SourceLocation(
      fileID: FeatureScenario.relative(problem.testCase.uri, to: root),
      filePath: problem.testCase.uri, line: problem.line, column: problem.column)
    let message = "\(problem.result.status.rawValue): \(problem.message(suggesting: snippets))"
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }

  private func recordFlaky(_ flaky: PassedAfterRetry) {
    recordWarning(flaky.message, at: flaky.testCase, root: root)
  }
}
