public import Acceptance
import AcceptanceTesting
public import Foundation
import Gherkin
public import XCTest

/// Runs feature files from an XCTest test method: every failing, ambiguous, undefined or pending
/// step becomes a test failure at its `.feature` file and line. An `XCTAssert…` or a Swift Testing
/// `#expect` that fails inside a step fails that step.
///
/// One test method per feature file keeps results apart in Xcode and in `swift test` output:
///
/// ```swift
/// import AcceptanceXCTest
/// import XCTest
///
/// final class LoginFeatures: XCTestCase {
///   static let features = XCTFeatureRunner(steps: LoginSteps.registry) { LoginWorld() }
///
///   func testLogin() async { await Self.features.run("Features/login.feature", in: self) }
///   func testSignUp() async { await Self.features.run("Features/sign-up.feature", in: self) }
/// }
/// ```
///
/// The runner's calls make one run: its `beforeAll` hooks run before its first call, and its
/// `afterAll` hooks and the report formats of the profiles and `ACCEPTANCE_FORMAT` when the test
/// bundle finishes (or at ``finish(file:line:)``). XCTest makes a test case object per test method,
/// so a runner that the methods share is a `static let`.
///
/// Paths are relative to the package root, found from the calling file. `ACCEPTANCE_TAGS` and
/// `ACCEPTANCE_NAME` filter the scenarios as with the Swift Testing bridge (the other `ACCEPTANCE_`
/// variables and `ACCEPTANCE_PROFILE` apply as there too; an invalid one fails each call), and
/// `swift test --xunit-output results.xml` writes the XCTest results as JUnit XML.
public struct XCTFeatureRunner<World: Sendable>: Sendable {
  private let steps: StepRegistry<World>
  private let options: RunOptions
  /// An invalid profile or variable, recorded at each call of `run` instead of running.
  private let problem: RunProblem?
  private let root: URL
  private let makeWorld: @Sendable () async throws -> World
  /// The run that every call is a piece of.
  let session: RunSession<World>

  /// A runner of `steps` with `options` (their paths are replaced by those given to `run`), for
  /// feature paths relative to the package that contains `filePath`.
  public init(
    steps: StepRegistry<World>, options: RunOptions = RunOptions(),
    environment: [String: String] = ProcessInfo.processInfo.environment,
    filePath: String = #filePath, makeWorld: @escaping @Sendable () async throws -> World
  ) {
    self.steps = steps
    let root = FeaturePath.packageRoot(containing: filePath)
    var formats: [String] = []
    do {
      let configuration = try options.configuration(by: environment, root: root)
      self.options = configuration.runOptions
      self.problem = nil
      formats = configuration.formats
    } catch {
      self.options = options
      self.problem = RunProblem(error.message)
    }
    self.root = root
    self.makeWorld = makeWorld
    session = RunSession(
      steps: steps, options: self.options,
      reports: RequestedReports(formats: formats, root: root, environment: environment))
  }

  /// Runs the feature files and folders at `paths` (`PATH[:LINE]`) and records each failure in
  /// `testCase`, at its feature line; problems of the run are recorded where they apply (a feature
  /// file that does not parse, a hook that failed), or at the call. What steps and hooks attach is
  /// added to `testCase` as `XCTAttachment`s on Apple platforms.
  @discardableResult
  public func run(
    _ paths: String..., in testCase: XCTestCase, file: String = #filePath, line: Int = #line
  ) async -> RunSummary {
    let attachments = XCTAttachmentReporter()
    let (summary, failures) = await run(paths, reporters: [attachments], file: file, line: line)
    for failure in failures { testCase.record(failure) }
    attachments.add(to: testCase)
    return summary
  }

  /// Runs the feature files and folders at `paths` with extra `reporters` (a JUnit file, say) and
  /// returns the summary and the failures, for callers that record them their own way.
  public func run(
    _ paths: [String], reporters: [any RunReporter], file: String = #filePath, line: Int = #line
  ) async -> (summary: RunSummary, failures: [FeatureFailure]) {
    let (summary, failures, flaky) = await execute(
      paths, reporters: reporters, file: file, line: line)
    for message in flaky { TextOutput.standardOutput.write("warning: \(message)\n") }
    return (summary, failures)
  }

  /// Runs as ``run(_:reporters:file:line:)`` does; also returns the scenarios that passed on a
  /// later attempt, which it does not print.
  package func execute(
    _ paths: [String], reporters: [any RunReporter], file: String, line: Int
  ) async -> (summary: RunSummary, failures: [FeatureFailure], flaky: [String]) {
    var options = options
    options.paths = problem == nil ? paths.map { FeaturePath.resolving($0, against: root) } : []
    let collector = FailureReporter()
    let runner = Runner(
      steps: steps, options: options, reporters: [collector] + reporters, makeWorld: makeWorld)
    // XCTest's assertions and Swift Testing's `#expect` both fail the step they are in.
    var summary = await StepChecks.xcTest.enclosing(.swiftTesting).during {
      guard problem == nil else { return await runner.run() }
      BundleEnd.shared.finishAtEnd(session)
      return await runner.run(in: session)
    }
    if let problem { summary.fail(by: problem) }
    let warnings = RunWarning.failures(summary.warnings, strict: options.strict)
    // A problem is recorded where it applies (a feature file's line, a hook's Swift line), or at
    // the call when nowhere in particular.
    let problems = (summary.problems + warnings).map { problem in
      guard let source = problem.source, let path = source.uri, let position = source.location
      else {
        return FeatureFailure(
          status: nil, scenario: nil, message: problem.message, filePath: file, line: line)
      }
      return FeatureFailure(
        status: nil, scenario: nil, message: problem.message, filePath: path, line: position.line)
    }
    return (summary, problems + collector.failures, collector.flaky)
  }
}
