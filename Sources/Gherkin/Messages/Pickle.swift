/// One executable test case compiled from a scenario or one examples row (the `pickle` message).
public struct Pickle: Sendable, Equatable {
  /// The pickle's unique id.
  public let id: String
  /// The path or URI of the file.
  public let uri: String
  /// Where the scenario, or the examples row, is.
  public let location: Location?
  /// The scenario name, with placeholders filled in.
  public let name: String
  /// The language code of the file's dialect.
  public let language: String
  /// Background steps followed by the scenario's steps.
  public let steps: [PickleStep]
  /// Inherited and own tags.
  public let tags: [PickleTag]
  /// The ids of the scenario and, for an outline, the examples row.
  public let astNodeIds: [String]

  /// Creates a pickle.
  public init(
    id: String, uri: String, location: Location?, name: String, language: String,
    steps: [PickleStep], tags: [PickleTag], astNodeIds: [String]
  ) {
    self.id = id
    self.uri = uri
    self.location = location
    self.name = name
    self.language = language
    self.steps = steps
    self.tags = tags
    self.astNodeIds = astNodeIds
  }
}

/// The kind of a pickle step: its keyword's kind, with `And`/`But` resolved to the previous one.
public enum PickleStepType: String, Sendable, Equatable, CaseIterable {
  /// No earlier `Given`/`When`/`Then` decides the kind.
  case unknown = "Unknown"
  /// A `Given` step.
  case context = "Context"
  /// A `When` step.
  case action = "Action"
  /// A `Then` step.
  case outcome = "Outcome"
}

/// One step of a pickle, with placeholders filled in.
public struct PickleStep: Sendable, Equatable {
  /// The step's data table and/or doc string.
  public let argument: PickleStepArgument?
  /// The ids of the source step and, for an outline, the examples row.
  public let astNodeIds: [String]
  /// The pickle step's unique id.
  public let id: String
  /// The kind of the step.
  public let type: PickleStepType?
  /// The step text.
  public let text: String

  /// Creates a pickle step.
  public init(
    argument: PickleStepArgument?, astNodeIds: [String], id: String, type: PickleStepType?,
    text: String
  ) {
    self.argument = argument
    self.astNodeIds = astNodeIds
    self.id = id
    self.type = type
    self.text = text
  }
}

/// A tag of a pickle, pointing back at the AST tag.
public struct PickleTag: Sendable, Equatable {
  /// The tag with its `@`.
  public let name: String
  /// The id of the AST tag.
  public let astNodeId: String

  /// Creates a pickle tag.
  public init(name: String, astNodeId: String) {
    self.name = name
    self.astNodeId = astNodeId
  }
}
