public import CucumberExpressions
import Foundation
package import Gherkin
import VirtualTime

/// A point in time as Cucumber Messages write it: seconds and nanoseconds since 1970.
struct Timestamp: JSONWritable {
  let seconds: Int
  let nanos: Int

  init(_ date: Date) {
    let interval = date.timeIntervalSince1970
    // Rounded down, as `rounded(.down)` would, without a call to `floor` for every timestamp.
    let truncated = Int(interval)
    seconds = Double(truncated) > interval ? truncated - 1 : truncated
    nanos = min(Int((interval - Double(seconds)) * 1e9), 999_999_999)
  }

  func write(to writer: JSONWriter) {
    writer.object { writer in
      writer.field("seconds", seconds)
      writer.field("nanos", nanos)
    }
  }

  /// Appends `{"seconds":…,"nanos":…}`.
  func append(to buffer: EnvelopeBuffer) {
    buffer.append(seconds: seconds, nanos: nanos)
  }
}

/// A duration as Cucumber Messages write it.
struct MessageDuration: JSONWritable {
  let duration: Duration

  func write(to writer: JSONWriter) {
    let (seconds, nanoseconds) = duration.secondsAndNanoseconds
    writer.object { writer in
      writer.field("seconds", Int(seconds))
      writer.field("nanos", Int(nanoseconds))
    }
  }
}

extension StepResult: JSONWritable {
  /// Writes a `TestStepResult`: status, duration, and for a step that threw, the message and the
  /// exception.
  package func write(to writer: JSONWriter) {
    writer.object { writer in
      writer.key("status")
      writer.string(status.messageName)
      writer.field("duration", MessageDuration(duration: duration))
      guard let message, explainsStatus else {
        return
      }
      writer.field("message", message)
      writer.key("exception")
      writer.object { writer in
        writer.field("type", errorType ?? typeName)
        writer.field("message", message)
      }
    }
  }

  /// Appends the `TestStepResult` as ``write(to:)`` writes it; the status and duration as bytes.
  func append(to buffer: EnvelopeBuffer) {
    guard message == nil || !explainsStatus else {
      buffer.append(json: { write(to: $0) })
      return
    }
    buffer.append(#"{"status":"#)
    buffer.append(status.quotedMessageName)
    buffer.append(#","duration":"#)
    let (seconds, nanoseconds) = duration.secondsAndNanoseconds
    buffer.append(seconds: Int(seconds), nanos: Int(nanoseconds))
    buffer.append("}")
  }

  /// Whether the result carries its message, with an exception: failed, pending and skipped ones.
  private var explainsStatus: Bool { status == .failed || status == .pending || status == .skipped }

  private var typeName: String {
    switch status {
    case .pending: "PendingStep"
    case .skipped: "SkippedStep"
    default: "Error"
    }
  }
}

extension StepStatus {
  /// The Cucumber Messages spelling, quoted (`"PASSED"`), as constant bytes.
  var quotedMessageName: StaticString {
    switch self {
    case .passed: #""PASSED""#
    case .skipped: #""SKIPPED""#
    case .pending: #""PENDING""#
    case .undefined: #""UNDEFINED""#
    case .ambiguous: #""AMBIGUOUS""#
    case .failed: #""FAILED""#
    }
  }
}

extension Group: JSONWritable {
  /// Writes the group as Cucumber Messages do: `start` and `value` when it matched, and its
  /// children when it has any.
  package func write(to writer: JSONWriter) {
    writer.object { writer in
      writer.field("start", start)
      writer.field("value", value)
      if !children.isEmpty { writer.field("children", children) }
    }
  }
}
