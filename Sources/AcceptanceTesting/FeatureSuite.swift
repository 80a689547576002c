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
/// @Test(arguments: features.scenarios)
/// func scenario(_ scenario: FeatureScenario) async {
///   await features.run(scenario)
/// }
/// ```
///
/// Paths are relative to the package root, found from the calling file. `ACCEPTANCE_TAGS` and
/// `ACCEPTANCE_NAME` filter the scenarios without code changes:
/// `ACCEPTANCE_TAGS='@smoke and not @wip' swift test`; the other `ACCEPTANCE_` variables and the
/// profiles of `acceptance.json` (`ACCEPTANCE_PROFILE`) apply over `options` as on the command
/// line, but for the paths and report formats. An invalid one is a failing "Problem" case.
public struct FeatureSuite<World: Sendable>: Sendable {
  /// The scenarios to run, with a case for each problem (an invalid file or step definition) so
  /// that problems fail the test run too.
  public let scenarios: [FeatureScenario]
  private let planned: [String: PlannedTestCase<World>]
  private let executor: TestCaseExecutor<World>
  private let packageRoot: URL

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
    do {
      options = try options.configured(by: environment, root: root)
    } catch {
      problems.append(RunProblem(error.message))
      options.paths = []
    }
    let runner = Runner(steps: steps, options: options, reporters: [], makeWorld: makeWorld)
    let ids = IdGenerator.incrementing()
    let prepared = runner.prepare(ids: ids)
    self.scenarios =
      (problems + prepared.plan.problems).map { FeatureScenario(problem: $0) }
      + prepared.testCases.map { FeatureScenario(testCase: $0.testCase, root: root) }
    self.planned = Dictionary(
      prepared.testCases.map { ($0.testCase.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.executor = TestCaseExecutor(
      makeWorld: makeWorld, steps: prepared.compiled, options: options,
      reporters: [
        IssueReporter(root: root, snippets: prepared.plan.snippetsByPickleStep),
        AttachmentRecorder(root: root),
      ],
      ids: ids, interruption: RunInterruption())
    self.packageRoot = root
  }

  /// Runs one scenario; every step that does not pass is recorded as an issue.
  public func run(_ scenario: FeatureScenario) async {
    if let problem = scenario.problem {
      Issue.record(Comment(rawValue: problem))
      return
    }
    guard let planned = planned[scenario.id] else {
      Issue.record("The scenario \(scenario.name) is not part of this suite.")
      return
    }
    // Each scenario is a test of its own: a step stuck in one stops that scenario only. A failed
    // `#expect` inside a step fails that step.
    _ = await StepChecks.swiftTesting.during {
      await executor.interruptible(by: RunInterruption()).execute([planned])
    }
  }
}

/// One scenario of a ``FeatureSuite``, as a Swift Testing argument named `Feature › Scenario`.
public struct FeatureScenario: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  /// The test case's id.
  public let id: String
  /// `Feature › Scenario`.
  public let name: String
  /// The feature file, relative to the package root, and the scenario's line.
  public let location: String
  /// For a case that stands for a problem instead of a scenario: the message.
  public let problem: String?

  init(testCase: TestCase, root: URL) {
    id = testCase.id
    name = testCase.displayName
    location = "\(FeatureScenario.relative(testCase.uri, to: root)):\(testCase.line)"
    problem = nil
  }

  init(problem: RunProblem) {
    id = "problem:\(problem.message)"
    name = "Problem"
    location = ""
    self.problem = problem.message
  }

  public var testDescription: String {
    problem.map { "Problem: \($0)" } ?? "\(name) (\(location))"
  }

  public var description: String { testDescription }

  static func relative(_ path: String, to root: URL) -> String {
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// Records every step that did not pass as a Swift Testing issue at the step's feature file and line,
/// with the closest defined steps ("did you mean") and the snippet that would define an undefined
/// step.
struct IssueReporter: RunReporter {
  let root: URL
  let snippets: [String: Snippet]

  func report(_ event: RunEvent) async {
    guard let problem = event.stepProblem else { return }
    let location = SourceLocation(
      fileID: FeatureScenario.relative(problem.testCase.uri, to: root),
      filePath: problem.testCase.uri, line: problem.line, column: problem.column)
    let message = "\(problem.result.status.rawValue): \(problem.message(suggesting: snippets))"
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  }
}
