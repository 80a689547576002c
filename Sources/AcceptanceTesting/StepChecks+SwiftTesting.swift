public import Acceptance
import Synchronization
import Testing

extension StepChecks {
  /// Swift Testing's checks: a failed `#expect` or `#require` inside a step fails that step, with
  /// the check's message and the line of the Swift code, instead of being recorded beside a step
  /// that passed.
  ///
  /// The issue the check recorded is taken as known (it is the step's failure now, recorded at the
  /// step's `.feature` line), so each failure is counted once.
  public static let swiftTesting = StepChecks { code in
    let recorded = Mutex<[String]>([])
    let thrown = Mutex<(any Error)?>(nil)
    await withKnownIssue("a check inside a step fails the step", isIntermittent: true) {
      do { try await code() } catch { thrown.withLock { $0 = error } }
    } matching: { issue in
      recorded.withLock { $0.append(describe(issue)) }
      return true
    }
    let messages = recorded.withLock { $0 }
    guard messages.isEmpty else { throw failure(messages) }
    if let error = thrown.withLock({ $0 }) { throw error }
  }

  /// The issue's words and the line of Swift code that recorded it.
  private static func describe(_ issue: Issue) -> String {
    let words = (["\(issue.kind)"] + issue.comments.map(\.rawValue)).joined(separator: ": ")
    guard let location = issue.sourceLocation else { return words }
    return "\(words) (at \(location.fileID):\(location.line))"
  }
}
