import Foundation
import Gherkin

/// Writes the usage of the step definitions (``StepUsage``) as a table or as JSON.
enum UsageDocument {
  /// One line per definition: its pattern, how many steps it matched, their mean and longest
  /// duration in milliseconds (`-` when none ran), and where it is defined; `UNUSED` for a
  /// definition that matched no step. A last line counts the used and unused definitions.
  static func table(_ usages: [StepUsage]) -> String {
    guard !usages.isEmpty else { return "No step definitions\n" }
    let rows = usages.map { usage -> [String] in
      let pattern = usage.definition.pattern.description
      let location = usage.definition.location.shortDescription
      guard !usage.matches.isEmpty else { return [pattern, "UNUSED", "", "", location] }
      return [
        pattern, "\(usage.matches.count)", milliseconds(usage.meanDuration),
        milliseconds(usage.longestDuration), location,
      ]
    }
    let header = ["Step definition", "Steps", "Mean", "Longest", "Location"]
    let all = [header] + rows
    let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
    var text = ""
    for row in all {
      let cells = row.indices.map { column -> String in
        let padding = String(repeating: " ", count: widths[column] - row[column].count)
        switch column {
        case 0: return row[column] + padding
        case header.count - 1: return row[column]
        default: return padding + row[column]
        }
      }
      text += cells.joined(separator: "  ") + "\n"
    }
    let unused = usages.filter(\.matches.isEmpty).count
    let definitions = usages.count == 1 ? "step definition" : "step definitions"
    return text
      + "\n\(usages.count) \(definitions): \(usages.count - unused) used, \(unused) unused\n"
  }

  /// An array with an object per definition, in the order of the table: `pattern`, `patternType`
  /// (`CucumberExpression` or `RegularExpression`), `uri` and `line` of the definition,
  /// `matchCount`, `meanDuration` and `longestDuration` (absent when no step ran), and `matches`,
  /// each with its `text`, `uri`, `line` and `duration` (absent when it did not run), slowest
  /// first. Durations are `{"seconds":…,"nanos":…}` as in Cucumber Messages: the shape of
  /// cucumber-js's `usage-json`, with the count and longest duration added.
  static func json(_ usages: [StepUsage]) -> String {
    let json = JSONWriter(capacity: 4096)
    json.beginArray()
    for usage in usages {
      json.object { json in
        let definition = usage.definition
        json.field("pattern", definition.pattern.source)
        json.field("patternType", patternType(definition.pattern))
        json.field("uri", definition.location.shortFile)
        json.field("line", definition.location.line)
        json.field("matchCount", usage.matches.count)
        json.field("meanDuration", usage.meanDuration.map(MessageDuration.init))
        json.field("longestDuration", usage.longestDuration.map(MessageDuration.init))
        json.key("matches")
        json.beginArray()
        for match in usage.matches {
          json.object { json in
            json.field("text", match.text)
            json.field("uri", match.uri)
            json.field("line", match.line)
            json.field("duration", match.duration.map(MessageDuration.init))
          }
        }
        json.endArray()
      }
    }
    json.endArray()
    return String(decoding: json.bytes, as: UTF8.self) + "\n"
  }

  private static func patternType(_ pattern: StepPattern) -> String {
    switch pattern {
    case .cucumberExpression: "CucumberExpression"
    case .regularExpression: "RegularExpression"
    }
  }

  /// `1.25ms`, or `-` for no duration.
  private static func milliseconds(_ duration: Duration?) -> String {
    guard let duration else { return "-" }
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.2fms", value)
  }
}
