import Foundation
import Synchronization

extension StepAttachment {
  /// `screen.png (image/png)`, or the media type alone when there is no file name.
  var label: String { fileName.map { "\($0) (\(mediaType))" } ?? mediaType }

  /// A name for the attachment after the step or hook that made it, as the test bridges record
  /// it: `Given the receipt is shown - receipt.png` with its file name, else with an extension for
  /// its media type (`When I add 2.txt` for a log). A `/` becomes `∕`, so that it is a file name.
  package func name(after step: TestStep) -> String {
    let made = step.isHook ? "Hook \(step.text)" : "\(step.keyword ?? "")\(step.text)"
    let name = fileName.map { "\(made) - \($0)" } ?? "\(made).\(fileExtension)"
    guard name.utf8.contains(UInt8(ascii: "/")) else { return name }
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars { scalars.append(scalar == "/" ? "∕" : scalar) }
    return String(scalars)
  }

  /// The usual file extension of the media type: `txt` for logs and other text, `png` for
  /// `image/png`, `bin` for bytes of a type without a short one.
  var fileExtension: String {
    let type = mediaType.split(separator: ";").first.map(String.init) ?? mediaType
    if let known = Self.extensions[type.lowercased()] { return known }
    let parts = type.lowercased().split(separator: "/")
    guard parts.count == 2 else { return "bin" }
    if parts[0] == "text" { return "txt" }
    let subtype = parts[1]
    let short =
      subtype.count <= 5 && subtype.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return short ? String(subtype) : "bin"
  }

  /// The extensions that are not the media type's subtype.
  private static let extensions = [
    logMediaType: "txt", linkMediaType: "uri", "text/html": "html", "text/csv": "csv",
    "text/xml": "xml", "image/jpeg": "jpg", "image/svg+xml": "svg", "text/markdown": "md",
  ]
}

extension [StepAttachment] {
  /// The lines that show these attachments in a text report: each log's lines and each link, in
  /// the order they were made, then a line counting the others (`2 attachments: screen.png
  /// (image/png), application/json`). Empty when there are none.
  package var textLines: [String] {
    var lines: [String] = []
    var others: [String] = []
    for attachment in self {
      switch attachment.mediaType {
      case StepAttachment.logMediaType, StepAttachment.linkMediaType:
        lines += attachment.text.split(omittingEmptySubsequences: false) {
          $0 == "\n" || $0 == "\r\n"
        }.map(String.init)
      default:
        others.append(attachment.label)
      }
    }
    if !others.isEmpty {
      let noun = others.count == 1 ? "attachment" : "attachments"
      lines.append("\(others.count) \(noun): \(others.joined(separator: ", "))")
    }
    return lines
  }

  /// The ``textLines`` as the end of a failure's message (`  attached:` and the lines under it),
  /// or nothing when there are none.
  package var failureNote: String {
    let lines = textLines
    guard !lines.isEmpty else { return "" }
    return "\n  attached:" + lines.map { "\n    \($0)" }.joined()
  }
}

/// The attachments of the test steps that are running, held until each step finishes, for
/// reporters that show them with their step (attachments arrive before their step's result).
package final class PendingAttachments: Sendable {
  private let held = Mutex<[String: [StepAttachment]]>([:])

  /// Nothing held.
  package init() {}

  /// Holds `attachment` if a test step made it (those of run hooks are not held).
  package func hold(_ attachment: StepAttachment) {
    guard case .testStep(let attemptId, let stepId) = attachment.origin else { return }
    held.withLock { $0[Self.key(attemptId, stepId), default: []].append(attachment) }
  }

  /// The attachments that `step` of `attempt` made, in order, no longer held.
  package func take(_ attempt: TestCaseAttempt, _ step: TestStep) -> [StepAttachment] {
    held.withLock { held in
      // Most steps attach nothing: no key is made for them.
      guard !held.isEmpty else { return [] }
      return held.removeValue(forKey: Self.key(attempt.id, step.id)) ?? []
    }
  }

  private static func key(_ attemptId: String, _ stepId: String) -> String {
    "\(attemptId) \(stepId)"
  }
}
