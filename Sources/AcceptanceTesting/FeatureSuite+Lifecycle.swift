import Acceptance
import Foundation
import Gherkin
import Synchronization
import Testing

extension FeatureSuite {
  /// Starts the suite's run the first time (its reports, its `beforeAll` hooks), before the
  /// scenario of `testCase`; `false`, with an issue for each, when something went wrong then and
  /// the scenario must not run.
  func start(before testCase: TestCase) async -> Bool {
    // Without the trait nothing marks the suite's end: no afterAll hooks, no reports.
    let scoped = SuiteScope.isOpen(for: session)
    if session.hasWorkAtFinish, !scoped, notes.firstWithoutScope() {
      recordWarning(
        "the afterAll hooks and the reports of this suite need its end: add the trait "
          + ".acceptance(features) to its @Test, or they do not run", at: testCase,
        root: packageRoot)
    }
    let problems = await session.start(writingReports: scoped)
    for problem in problems {
      Issue.record(
        Comment(rawValue: "not run: \(problem.message)"),
        sourceLocation: testCase.sourceLocation(root: packageRoot))
    }
    if !problems.isEmpty { notes.recordedStartProblems() }
    return problems.isEmpty
  }

  /// Runs the `afterAll` hooks and writes the reports, once; returns what went wrong.
  func finish() async -> [RunProblem] { await session.finish().problems }
}

/// The suites whose ``FeatureSuiteTrait`` scope the current task runs in.
enum SuiteScope {
  @TaskLocal static var open: Set<ObjectIdentifier> = []

  static func isOpen(for session: AnyObject) -> Bool { open.contains(ObjectIdentifier(session)) }
}

/// What a suite said already.
final class SuiteNotes: Sendable {
  private let warned = Mutex(false)
  private let startRecorded = Mutex(false)

  /// Notes that a scenario recorded the problems of the run's start.
  func recordedStartProblems() { startRecorded.withLock { $0 = true } }

  /// Whether a scenario recorded the problems of the run's start.
  var startProblemsRecorded: Bool { startRecorded.withLock { $0 } }

  /// `true` the first time only.
  func firstWithoutScope() -> Bool {
    warned.withLock { warned in
      defer { warned = true }
      return !warned
    }
  }
}

extension TestCase {
  /// The scenario's line in its feature file, as Swift Testing shows it.
  func sourceLocation(root: URL) -> SourceLocation {
    SourceLocation(
      fileID: FeatureScenario.relative(uri, to: root), filePath: uri, line: line, column: 1)
  }
}

/// Records `message` as an issue where `source` points (a feature file's line, the Swift line of a
/// step definition or hook), or at the bridge when it points nowhere in particular.
func recordProblem(_ message: String, at source: SourceReference?, root: URL) {
  guard let source, let uri = source.uri, let position = source.location else {
    Issue.record(Comment(rawValue: message))
    return
  }
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: SourceLocation(
      fileID: FeatureScenario.relative(uri, to: root), filePath: uri, line: position.line,
      column: position.column ?? 1))
}

/// Records `message` about the scenario of `testCase` as a warning, which does not fail the test.
func recordWarning(_ message: String, at testCase: TestCase, root: URL) {
  let location = testCase.sourceLocation(root: root)
  #if compiler(>=6.3)
    Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
  #else
    print("\(location.fileID):\(location.line): warning: \(message)")
  #endif
}
