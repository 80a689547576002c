package import Acceptance
import Foundation
import Synchronization
import XCTest

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// Collects what steps and hooks attach, each named after its step (`Given the receipt is shown -
/// receipt.png`), and adds them to the test case as `XCTAttachment`s where XCTest has them.
///
/// swift-corelibs-xctest (Linux, Windows) has no `XCTAttachment` nor `XCTActivity`: there nothing
/// is added, and the logs and links of a step that did not pass are in its failure's message only.
package final class XCTAttachmentReporter: SynchronousRunReporter {
  private let pending = PendingAttachments()
  private let kept = Mutex<[(name: String, attachment: StepAttachment)]>([])

  /// A reporter with nothing collected.
  package init() {}

  /// What was attached, named after its step, in the order the steps finished.
  package var attachments: [(name: String, attachment: StepAttachment)] { kept.withLock { $0 } }

  package func handle(_ event: RunEvent) {
    switch event {
    case .attachment(let attachment):
      pending.hold(attachment)
    case .testStepFinished(let attempt, let step, _):
      let taken = pending.take(attempt, step).map { ($0.name(after: step), $0) }
      kept.withLock { $0 += taken }
    default:
      break
    }
  }

  /// Adds every attachment to `testCase`, kept whether the test passes or fails (Apple platforms).
  func add(to testCase: XCTestCase) {
    #if canImport(Darwin)
      for (name, attachment) in attachments {
        let made = XCTAttachment(
          uniformTypeIdentifier: Self.typeIdentifier(of: attachment.mediaType), name: name,
          payload: Data(attachment.bytes), userInfo: nil)
        made.lifetime = .keepAlways
        testCase.add(made)
      }
    #endif
  }

  #if canImport(Darwin)
    /// The uniform type identifier of a media type: `public.png` for `image/png`, plain text for
    /// logs, links and other text, `public.data` for bytes of an unknown type.
    private static func typeIdentifier(of mediaType: String) -> String {
      if let type = UTType(mimeType: mediaType) { return type.identifier }
      return mediaType.hasPrefix("text/") ? UTType.plainText.identifier : UTType.data.identifier
    }
  #endif
}
