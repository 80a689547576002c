import Acceptance
import Synchronization

/// Turns every step that does not pass into a ``FeatureFailure`` at the step's feature line, with
/// the closest defined steps ("did you mean") and the snippet that would define an undefined step,
/// and the logs and links the step attached.
final class FailureReporter: RunReporter {
  private let collected = Mutex<[FeatureFailure]>([])
  private let snippets = Mutex<[String: Snippet]>([:])
  private let attachments = PendingAttachments()

  /// The failures so far, in the order the steps finished.
  var failures: [FeatureFailure] { collected.withLock { $0 } }

  func report(_ event: RunEvent) async {
    if case .runStarted(let plan) = event {
      snippets.withLock { $0 = plan.snippetsByPickleStep }
    }
    if case .attachment(let attachment) = event { attachments.hold(attachment) }
    guard case .testStepFinished(let attempt, let testStep, _) = event else { return }
    let attached = attachments.take(attempt, testStep)
    guard let problem = event.stepProblem else { return }
    let step = problem.testStep
    let what = step.pickleStep == nil ? "hook \(step.text)" : step.text
    let scenario = problem.testCase.displayName
    let failure = FeatureFailure(
      status: problem.result.status, scenario: scenario,
      message: "\(scenario): \(problem.result.status.rawValue) \(what): "
        + problem.message(suggesting: snippets.withLock { $0 }) + attached.failureNote,
      filePath: problem.testCase.uri, line: problem.line)
    collected.withLock { $0.append(failure) }
  }
}
