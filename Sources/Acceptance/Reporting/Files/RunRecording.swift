import Gherkin
import Synchronization

/// The results of a run gathered from its events, for the report files written when it ends.
///
/// Test cases are kept by id, so that events of test cases running side by side do not mix and a
/// retried test case keeps its last attempt. ``cases`` lists them per feature file (in the order the
/// files were read), then by line, whatever order they ran in.
final class RunRecording: Sendable {
  /// One test case and what became of it.
  struct Case {
    /// The test case as planned.
    let testCase: TestCase
    /// The id of the attempt recorded (the last one, when the test case was retried).
    let attemptId: String
    /// The steps that finished, with their results, in order.
    var steps: [(step: TestStep, result: StepResult)] = []
    /// What the steps and hooks attached, by test step id, in order.
    var attachments: [String: [StepAttachment]] = [:]
    /// The worst status, once the test case finished.
    var status: StepStatus?
    /// When the test case started.
    let start: ContinuousClock.Instant
    /// The real time from start to finish, at least the time its steps took.
    var duration: Duration = .zero
  }

  private struct State {
    var features: [LoadedFeature] = []
    var cases: [String: Case] = [:]
    /// The test case of each attempt, by attempt id, for the attachments.
    var testCaseOfAttempt: [String: String] = [:]
  }

  private let state = Mutex(State())
  private let clock = ContinuousClock()

  /// Records `event`.
  func record(_ event: RunEvent) {
    let now = clock.now
    state.withLock { state in
      switch event {
      case .runStarted(let plan), .planned(let plan): state.features += plan.features
      case .testCaseStarted(let attempt):
        // A retried test case starts again: its last attempt is the one reported.
        state.cases[attempt.testCase.id] = Case(
          testCase: attempt.testCase, attemptId: attempt.id, start: now)
        state.testCaseOfAttempt[attempt.id] = attempt.testCase.id
      case .testStepFinished(let attempt, let step, let result):
        state.cases[attempt.testCase.id]?.steps.append((step, result))
      case .testCaseFinished(let attempt, let status, _):
        let id = attempt.testCase.id
        state.cases[id]?.status = status
        if let recorded = state.cases[id] {
          // Events held back and passed on at once (`--parallel`, the bridges) arrive in no time:
          // the steps' own durations are the least the test case took.
          let steps = recorded.steps.reduce(Duration.zero) { $0 + $1.result.duration }
          state.cases[id]?.duration = max(now - recorded.start, steps)
        }
      case .attachment(let attachment):
        guard case .testStep(let attemptId, let stepId) = attachment.origin,
          let id = state.testCaseOfAttempt[attemptId], state.cases[id]?.attemptId == attemptId
        else { break }
        state.cases[id]?.attachments[stepId, default: []].append(attachment)
      case .testStepStarted, .runFinished, .runHookStarted, .runHookFinished, .testCasesReady:
        break
      }
    }
  }

  /// The features that were read, parsed or not.
  var features: [LoadedFeature] { state.withLock { $0.features } }

  /// The test cases that started, grouped by feature file in reading order, by line within a file.
  var casesByFeature: [(uri: String, cases: [Case])] {
    state.withLock { state in
      let byURI = Dictionary(grouping: state.cases.values, by: \.testCase.uri)
      var uris = state.features.map(\.uri).filter { byURI[$0] != nil }
      uris += byURI.keys.filter { !uris.contains($0) }.sorted()
      return uris.map { uri in
        let cases = (byURI[uri] ?? []).sorted {
          ($0.testCase.line, $0.testCase.id) < ($1.testCase.line, $1.testCase.id)
        }
        return (uri, cases)
      }
    }
  }
}
