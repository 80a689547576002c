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
    seconds = Int(interval.rounded(.down))
    nanos = Int(((interval - Double(seconds)) * 1e9).rounded(.down))
  }

  func write(to writer: JSONWriter) {
    writer.object { writer in
      writer.field("seconds", seconds)
      writer.field("nanos", nanos)
    }
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
      writer.field("status", status.messageName)
      writer.field("duration", MessageDuration(duration: duration))
      guard let message, status == .failed || status == .pending || status == .skipped else {
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

  private var typeName: String {
    switch status {
    case .pending: "PendingStep"
    case .skipped: "SkippedStep"
    default: "Error"
    }
  }
}

/// One argument of a step match, with its group tree.
struct StepMatchArgument: JSONWritable {
  let argument: Argument

  init(_ argument: Argument) { self.argument = argument }

  func write(to writer: JSONWriter) {
    writer.object { writer in
      writer.field("group", argument.group)
      if !argument.parameterType.name.isEmpty {
        writer.field("parameterTypeName", argument.parameterType.name)
      }
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
