import Acceptance
import Foundation

/// The printable list of the steps of `Features/`, grouped by screen: what `acceptance steps` shows.
///
/// A step that moves the virtual clock says how on its `time:` line; every other step sees the app
/// at the moment it runs.
public enum StepCatalog {
  /// One step definition as the catalog lists it.
  public struct Entry: Sendable, Equatable {
    /// The screen or capability the step belongs to.
    public var group: String
    /// The Cucumber Expression.
    public var expression: String
    /// The Swift type of each parameter of the body, in order.
    public var parameterTypes: [String]
    /// A step text that the expression matches, with its keyword.
    public var example: String
    /// How the step moves the virtual clock; `nil` for a step that never does.
    public var time: String?
    /// Where the step is defined.
    public var location: CodeLocation

    /// The parameters as the catalog shows them: `{string} String`, then `DataTable` for a table.
    public var parameters: [String] {
      let placeholders = expression.placeholders
      return parameterTypes.enumerated().map { index, type in
        index < placeholders.count ? "\(placeholders[index]) \(type)" : type
      }
    }
  }

  /// The catalog of `entries` as text: a heading per group, then each step with its parameters,
  /// example and location (relative to the `Sources` folder's parent).
  public static func text(_ entries: [StepCatalog.Entry]) -> String {
    var groups: [String] = []
    for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
    var text = "\(entries.count) steps in \(groups.count) groups\n"
    for group in groups {
      text += "\n\(group)\n\(String(repeating: "=", count: group.count))\n"
      for entry in entries where entry.group == group {
        text += "\n  \(entry.expression)\n"
        if !entry.parameters.isEmpty {
          text += "    parameters: \(entry.parameters.joined(separator: ", "))\n"
        }
        let example = entry.example.replacingOccurrences(of: "\n", with: "\n" + indent)
        text += "    example:    \(example)\n"
        if let time = entry.time { text += "    time:       \(time)\n" }
        text += "    defined at: \(relative(entry.location))\n"
      }
    }
    return text
  }

  private static let indent = String(repeating: " ", count: 16)

  private static func relative(_ location: CodeLocation) -> String {
    guard let range = location.file.range(of: "/Sources/", options: .backwards) else {
      return location.description
    }
    return "Sources/\(location.file[range.upperBound...]):\(location.line)"
  }
}

extension String {
  /// The `{name}` placeholders of a Cucumber Expression, in order.
  fileprivate var placeholders: [String] {
    var result: [String] = []
    var current: String?
    var escaped = false
    for character in self {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "{" {
        current = "{"
      } else if character == "}", let open = current {
        result.append(open + "}")
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return result
  }
}
