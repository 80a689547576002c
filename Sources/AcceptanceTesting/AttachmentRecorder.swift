package import Acceptance
import Foundation
package import Testing

/// Records what each step and hook attached as Swift Testing attachments of the running test,
/// named after the step (`Given the receipt is shown - receipt.png`) and located at its `.feature`
/// line; `swift test --attachments-path DIR` saves them, and Xcode shows them with the test.
package struct AttachmentRecorder: SynchronousRunReporter {
  /// One attachment as it is given to Swift Testing.
  package struct Recorded: Sendable, Equatable {
    /// The name, after the step or hook that made it.
    package let name: String
    /// The content.
    package let bytes: [UInt8]
    /// The step's `.feature` file and line (the scenario's for a hook).
    package let sourceLocation: SourceLocation
  }

  /// Where attachments go in this task: to Swift Testing, unless a test of the bridge collects
  /// them instead.
  @TaskLocal package static var destination: @Sendable (Recorded) -> Void = { recorded in
    Attachment.record(recorded.bytes, named: recorded.name, sourceLocation: recorded.sourceLocation)
  }

  /// The package root, which the `.feature` locations are relative to.
  let root: URL
  private let pending = PendingAttachments()

  /// A recorder for the features under `root`.
  init(root: URL) { self.root = root }

  package func handle(_ event: RunEvent) {
    switch event {
    case .attachment(let attachment):
      pending.hold(attachment)
    case .testStepFinished(let attempt, let step, _):
      let attachments = pending.take(attempt, step)
      guard !attachments.isEmpty else { return }
      let testCase = attempt.testCase
      let location = SourceLocation(
        fileID: FeatureScenario.relative(testCase.uri, to: root), filePath: testCase.uri,
        line: step.line ?? testCase.line, column: step.column ?? 1)
      for attachment in attachments {
        Self.destination(
          Recorded(
            name: attachment.name(after: step), bytes: attachment.bytes, sourceLocation: location))
      }
    default:
      break
    }
  }
}
