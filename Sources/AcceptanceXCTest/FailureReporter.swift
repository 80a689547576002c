import Acceptance
import Synchronization

/// Turns every step that does not pass into a ``FeatureFailure`` at the step's feature line, with
/// the closest defined steps ("did you mean") and the snippet that would define an undefined step,
/// and the logs and links the step attached. With ``RunOptions/retry``, only a scenario's final
/// attempt counts, and a scenario that passed on a later attempt is flaky.
final class FailureReporter: SynchronousRunReporter {
  private let collected = Mutex<[FeatureFailure]>([])
  private let snippets = Mutex<[String: Snippet]>([:])
  private let attachments = PendingAttachments()
  /// What a step that did not pass attached, as the end of its message, by test step id (the
  /// final attempt's, which comes last).
  private let attachedNotes = Mutex<[String: String]>([:])
  private let attempts = FinalAttempts()
  private let flakyScenarios = Mutex<[String]>([])

  /// The failures so far, in the order the steps finished.
  var failures: [FeatureFailure] { collected.withLock { $0 } }
  /// What to say of each scenario that passed after failed attempts.
  var flaky: [String] { flakyScenarios.withLock { $0 } }

  func handle(_ event: RunEvent) {
    if case .runStarted(let plan) = event {
      snippets.withLock { $0 = plan.snippetsByPickleStep }
    }
    if case .attachment(let attachment) = event { attachments.hold(attachment) }
    if case .testStepFinished(let attempt, let testStep, let result) = event {
      let note = attachments.take(attempt, testStep).failureNote
      if result.status.isProblem { attachedNotes.withLock { $0[testStep.id] = note } }
    }
    switch attempts.take(event) {
    case .final(let problems)?: for problem in problems { record(problem) }
    case .flaky(let flaky)?: flakyScenarios.withLock { $0.append(flaky.message) }
    case nil: break
    }
  }

  private func record(_ problem: StepProblem) {
    let step = problem.testStep
    let what = step.isHook ? "hook \(step.text)" : step.text
    let scenario = problem.testCase.displayName
    let failure = FeatureFailure(
      status: problem.result.status, scenario: scenario,
      message: "\(scenario): \(problem.result.status.rawValue) \(what): "
        + problem.message(suggesting: snippets.withLock { $0 })
        + (attachedNotes.withLock { $0[problem.testStep.id] } ?? ""),
      filePath: problem.testCase.uri, line: problem.line)
    collected.withLock { $0.append(failure) }
  }
}
