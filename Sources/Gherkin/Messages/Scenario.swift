/// A `Scenario:` or `Scenario Outline:` block; an outline has examples.
public struct Scenario: Sendable, Equatable {
  /// Where the scenario keyword is.
  public let location: Location
  /// Tags written above the scenario.
  public let tags: [GherkinTag]
  /// The keyword as written.
  public let keyword: String
  /// The text after the keyword.
  public let name: String
  /// Free text below the scenario line.
  public let description: String
  /// The scenario's steps.
  public let steps: [Step]
  /// The examples tables of an outline; empty for a plain scenario.
  public let examples: [Examples]
  /// The scenario's unique id.
  public let id: String

  /// Creates a scenario.
  public init(
    location: Location, tags: [GherkinTag], keyword: String, name: String, description: String,
    steps: [Step], examples: [Examples], id: String
  ) {
    self.location = location
    self.tags = tags
    self.keyword = keyword
    self.name = name
    self.description = description
    self.steps = steps
    self.examples = examples
    self.id = id
  }
}

/// An `Examples:` block of a scenario outline.
public struct Examples: Sendable, Equatable {
  /// Where the examples keyword is.
  public let location: Location
  /// Tags written above the examples.
  public let tags: [GherkinTag]
  /// The keyword as written.
  public let keyword: String
  /// The text after the keyword.
  public let name: String
  /// Free text below the examples line.
  public let description: String
  /// The header row naming the placeholders, if the table has rows.
  public let tableHeader: TableRow?
  /// The value rows; one pickle per row.
  public let tableBody: [TableRow]
  /// The examples' unique id.
  public let id: String

  /// Creates an examples block.
  public init(
    location: Location, tags: [GherkinTag], keyword: String, name: String, description: String,
    tableHeader: TableRow?, tableBody: [TableRow], id: String
  ) {
    self.location = location
    self.tags = tags
    self.keyword = keyword
    self.name = name
    self.description = description
    self.tableHeader = tableHeader
    self.tableBody = tableBody
    self.id = id
  }
}

/// The kind of a step keyword, from the dialect lists it appears in.
public enum StepKeywordType: String, Sendable, Equatable, CaseIterable {
  /// The keyword is in several lists (e.g. `* `).
  case unknown = "Unknown"
  /// A `Given` keyword.
  case context = "Context"
  /// A `When` keyword.
  case action = "Action"
  /// A `Then` keyword.
  case outcome = "Outcome"
  /// An `And` or `But` keyword.
  case conjunction = "Conjunction"
}

/// A step line, with its optional data table and doc string.
public struct Step: Sendable, Equatable {
  /// Where the step keyword is.
  public let location: Location
  /// The keyword as written, with its trailing space, e.g. `Given `.
  public let keyword: String
  /// The kind of the keyword.
  public let keywordType: StepKeywordType?
  /// The text after the keyword.
  public let text: String
  /// The doc string argument, if any.
  public let docString: GherkinDocString?
  /// The data table argument, if any.
  public let dataTable: GherkinDataTable?
  /// The step's unique id.
  public let id: String

  /// Creates a step.
  public init(
    location: Location, keyword: String, keywordType: StepKeywordType?, text: String,
    docString: GherkinDocString?, dataTable: GherkinDataTable?, id: String
  ) {
    self.location = location
    self.keyword = keyword
    self.keywordType = keywordType
    self.text = text
    self.docString = docString
    self.dataTable = dataTable
    self.id = id
  }
}
