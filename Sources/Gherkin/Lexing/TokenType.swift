/// The kind of a line, as the token matchers classify it.
package enum TokenType: UInt8, Sendable, CaseIterable {
  /// Not matched yet.
  case none
  /// The end of the file.
  case eof
  /// A blank line.
  case empty
  /// A `#` comment line.
  case comment
  /// A line of `@tags`.
  case tagLine
  /// A `Feature:` line.
  case featureLine
  /// A `Rule:` line.
  case ruleLine
  /// A `Background:` line.
  case backgroundLine
  /// A `Scenario:` or `Scenario Outline:` line.
  case scenarioLine
  /// An `Examples:` line.
  case examplesLine
  /// A step line.
  case stepLine
  /// A `"""` or ```` ``` ```` doc string delimiter.
  case docStringSeparator
  /// A `| cell |` table row.
  case tableRow
  /// A `# language:` header.
  case language
  /// Any other line (description or doc string content).
  case other

  /// The name used in `.tokens` output, e.g. `FeatureLine`.
  package var name: String {
    switch self {
    case .none: "None"
    case .eof: "EOF"
    case .empty: "Empty"
    case .comment: "Comment"
    case .tagLine: "TagLine"
    case .featureLine: "FeatureLine"
    case .ruleLine: "RuleLine"
    case .backgroundLine: "BackgroundLine"
    case .scenarioLine: "ScenarioLine"
    case .examplesLine: "ExamplesLine"
    case .stepLine: "StepLine"
    case .docStringSeparator: "DocStringSeparator"
    case .tableRow: "TableRow"
    case .language: "Language"
    case .other: "Other"
    }
  }
}
