import Synchronization

/// Holds the steps that did not pass in each attempt at a test case until the attempt ends, so that
/// the bridges record only a scenario's final attempt (``RunOptions/retry``): a failed attempt that
/// is run again records nothing, and a scenario that passes on a later attempt is flaky.
package final class FinalAttempts: Sendable {
  /// What a bridge records when an attempt ends.
  package enum Outcome: Sendable {
    /// The final attempt ended; these steps did not pass in it.
    case final([StepProblem])
    /// The scenario passed after failed attempts.
    case flaky(PassedAfterRetry)
  }

  private struct State {
    /// The steps that did not pass, by attempt id, while the attempt runs.
    var running: [String: [StepProblem]] = [:]
    /// The steps that failed in the earlier attempts, by test case id.
    var earlier: [String: [StepProblem]] = [:]
  }

  private let state = Mutex(State())

  /// A filter with no attempt under way.
  package init() {}

  /// Takes `event` in; returns what to record when it ends a scenario's final attempt.
  package func take(_ event: RunEvent) -> Outcome? {
    if case .testStepFinished(let attempt, _, _) = event, let problem = event.stepProblem {
      state.withLock { $0.running[attempt.id, default: []].append(problem) }
      return nil
    }
    guard case .testCaseFinished(let attempt, let status, let willBeRetried) = event else {
      return nil
    }
    let testCaseId = attempt.testCase.id
    return state.withLock { state -> Outcome? in
      let problems = state.running.removeValue(forKey: attempt.id) ?? []
      if willBeRetried {
        state.earlier[testCaseId, default: []] += problems
        return nil
      }
      let earlier = state.earlier.removeValue(forKey: testCaseId) ?? []
      if attempt.attempt > 0, status == .passed {
        return .flaky(
          PassedAfterRetry(
            testCase: attempt.testCase, attempts: attempt.attempt + 1, earlier: earlier)
        )
      }
      return problems.isEmpty ? nil : .final(problems)
    }
  }
}

/// A scenario that passed after one or more failed attempts.
package struct PassedAfterRetry: Sendable {
  /// The scenario.
  package let testCase: TestCase
  /// How many attempts it took, the passing one included.
  package let attempts: Int
  /// The steps that failed in the attempts before.
  package let earlier: [StepProblem]

  /// "flaky: Feature › Scenario passed on attempt 2 of 2; attempt 1 failed: …", with the first
  /// failure's message and feature line.
  package var message: String {
    let failed = attempts - 1
    var text =
      "flaky: \(testCase.displayName) passed on attempt \(attempts) after \(failed) failed "
      + (failed == 1 ? "attempt" : "attempts")
    if let first = earlier.first {
      text += "; the first failed at \(first.testCase.uri):\(first.line): "
      text += first.result.message ?? first.result.status.rawValue
    }
    return text
  }
}
