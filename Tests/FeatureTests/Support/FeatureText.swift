import Foundation
import Testing

/// A scenario of a feature file as its text shows it: its name and line, its lines, and the
/// comments that mark its steps.
struct ScenarioText: Sendable, CustomTestStringConvertible {
  /// The name after `Scenario:`.
  let name: String
  /// The line of the `Scenario:` keyword.
  let line: Int
  /// The scenario's lines after its keyword line, trimmed, without blank lines, comments and tags.
  let body: [String]
  /// The lines of the scenario's comments that are exactly the marker.
  let markerLines: [Int]
  /// The lines of the steps written directly under a marker.
  let markedStepLines: [Int]

  var testDescription: String { "\(name) (line \(line))" }
}

/// The scenarios of a feature file read line by line, independently of the Gherkin parser, with
/// the steps that a comment such as `# false` marks.
struct FeatureText: Sendable {
  /// The scenarios, in order.
  let scenarios: [ScenarioText]
  /// Whether the feature has a `Background:`.
  let hasBackground: Bool
  /// The lines of markers that are not in a scenario.
  let strayMarkerLines: [Int]

  private static let scenarioKeywords = ["Scenario:", "Example:", "Scenario Outline:"]
  private static let stepKeywords = ["Given ", "When ", "Then ", "And ", "But ", "* "]

  /// Reads `text`; `marker` is the whole comment line that marks the step under it.
  init(_ text: String, marker: String = "# false") {
    var scenarios: [ScenarioText] = []
    var current: (name: String, line: Int, body: [String], markers: [Int], marked: [Int])?
    var hasBackground = false
    var stray: [Int] = []
    var markerAbove: Int?
    var inDocString = false

    func finish() {
      if let scenario = current {
        scenarios.append(
          ScenarioText(
            name: scenario.name, line: scenario.line, body: scenario.body,
            markerLines: scenario.markers, markedStepLines: scenario.marked))
      }
      current = nil
    }

    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
      let line = index + 1
      let trimmed = raw.trimmingCharacters(in: .whitespaces)
      let marked = markerAbove == line - 1
      markerAbove = nil
      if trimmed.hasPrefix("\"\"\"") || trimmed.hasPrefix("```") { inDocString.toggle() }
      if inDocString {
        current?.body.append(trimmed)
        continue
      }
      if trimmed == marker {
        markerAbove = line
        if current == nil { stray.append(line) } else { current?.markers.append(line) }
        continue
      }
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("@") { continue }
      if let keyword = Self.scenarioKeywords.first(where: { trimmed.hasPrefix($0) }) {
        finish()
        let name = trimmed.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
        current = (name, line, [], [], [])
      } else if trimmed.hasPrefix("Background:") || trimmed.hasPrefix("Rule:") {
        finish()
        hasBackground = hasBackground || trimmed.hasPrefix("Background:")
      } else {
        if marked, Self.stepKeywords.contains(where: { trimmed.hasPrefix($0) }) {
          current?.marked.append(line)
        }
        current?.body.append(trimmed)
      }
    }
    finish()
    self.scenarios = scenarios
    self.hasBackground = hasBackground
    self.strayMarkerLines = stray
  }

  /// Reads the feature file at `relativePath` from the folder of the calling file; no scenarios
  /// when it cannot be read (tests that count them then fail).
  init(contentsOf relativePath: String, marker: String = "# false", filePath: String = #filePath) {
    let text =
      (try? String(contentsOfFile: Self.path(relativePath, from: filePath), encoding: .utf8))
    self.init(text ?? "", marker: marker)
  }

  /// The absolute path of `relativePath`, taken from the folder of the file at `filePath`.
  static func path(_ relativePath: String, from filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent(relativePath).path
  }
}
