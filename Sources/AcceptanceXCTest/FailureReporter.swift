import Acceptance
import Synchronization

/// Turns every step that does not pass into a ``FeatureFailure`` at the step's feature line.
final class FailureReporter: RunReporter {
  private let collected = Mutex<[FeatureFailure]>([])

  /// The failures so far, in the order the steps finished.
  var failures: [FeatureFailure] { collected.withLock { $0 } }

  func report(_ event: RunEvent) async {
    guard let problem = event.stepProblem else { return }
    let step = problem.testStep
    let what = step.pickleStep == nil ? "hook \(step.text)" : step.text
    let scenario = problem.testCase.displayName
    let failure = FeatureFailure(
      status: problem.result.status, scenario: scenario,
      message: "\(scenario): \(problem.result.status.rawValue) \(what): \(problem.message)",
      filePath: problem.testCase.uri, line: problem.line)
    collected.withLock { $0.append(failure) }
  }
}
