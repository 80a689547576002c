import Acceptance
import Synchronization

/// Turns every step that does not pass into a ``FeatureFailure`` at the step's feature line.
final class FailureReporter: RunReporter {
  private let collected = Mutex<[FeatureFailure]>([])

  /// The failures so far, in the order the steps finished.
  var failures: [FeatureFailure] { collected.withLock { $0 } }

  func report(_ event: RunEvent) async {
    guard case .testStepFinished(let attempt, let testStep, let result) = event else { return }
    let testCase = attempt.testCase
    switch result.status {
    case .passed, .skipped: return
    case .failed, .undefined, .pending, .ambiguous:
      let what = testStep.pickleStep == nil ? "hook \(testStep.text)" : testStep.text
      let failure = FeatureFailure(
        status: result.status, scenario: testCase.displayName,
        message: "\(testCase.displayName): \(result.status.rawValue) \(what): "
          + result.describedMessage(in: testCase, step: testStep),
        filePath: testCase.uri, line: testStep.line ?? testCase.line)
      collected.withLock { $0.append(failure) }
    }
  }
}
