/// The arguments of a pickle step: a doc string, a data table, or both.
public struct PickleStepArgument: Sendable, Equatable {
  /// The doc string, if the step has one.
  public let docString: PickleDocString?
  /// The data table, if the step has one.
  public let dataTable: PickleTable?

  /// Creates a step argument.
  public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
    self.docString = docString
    self.dataTable = dataTable
  }
}

/// A doc string argument of a pickle step.
public struct PickleDocString: Sendable, Equatable {
  /// 1 or 2: the argument's position when the step has both a doc string and a data table.
  public let argumentIndex: Int?
  /// The media type, if any.
  public let mediaType: String?
  /// The content with placeholders filled in.
  public let content: String

  /// Creates a pickle doc string.
  public init(argumentIndex: Int? = nil, mediaType: String?, content: String) {
    self.argumentIndex = argumentIndex
    self.mediaType = mediaType
    self.content = content
  }
}

/// A data table argument of a pickle step.
public struct PickleTable: Sendable, Equatable {
  /// 1 or 2: the argument's position when the step has both a doc string and a data table.
  public let argumentIndex: Int?
  /// The rows.
  public let rows: [PickleTableRow]

  /// Creates a pickle table.
  public init(argumentIndex: Int? = nil, rows: [PickleTableRow]) {
    self.argumentIndex = argumentIndex
    self.rows = rows
  }
}

/// One row of a pickle table.
public struct PickleTableRow: Sendable, Equatable {
  /// The cells, left to right.
  public let cells: [PickleTableCell]

  /// Creates a pickle table row.
  public init(cells: [PickleTableCell]) {
    self.cells = cells
  }
}

/// One cell of a pickle table.
public struct PickleTableCell: Sendable, Equatable {
  /// The cell text with placeholders filled in.
  public let value: String

  /// Creates a pickle table cell.
  public init(value: String) {
    self.value = value
  }
}
