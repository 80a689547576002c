/// A table argument of a step.
public struct GherkinDataTable: Sendable, Equatable {
  /// Where the first row is.
  public let location: Location
  /// The rows, all with the same number of cells.
  public let rows: [TableRow]

  /// Creates a data table.
  public init(location: Location, rows: [TableRow]) {
    self.location = location
    self.rows = rows
  }
}

/// A `| a | b |` row of a data table or examples table.
public struct TableRow: Sendable, Equatable {
  /// Where the row's first `|` is.
  public let location: Location
  /// The cells, left to right.
  public let cells: [TableCell]
  /// The row's unique id.
  public let id: String

  /// Creates a table row.
  public init(location: Location, cells: [TableCell], id: String) {
    self.location = location
    self.cells = cells
    self.id = id
  }
}

/// One cell of a table row, trimmed and unescaped.
public struct TableCell: Sendable, Equatable {
  /// Where the cell's text starts.
  public let location: Location
  /// The cell's text.
  public let value: String

  /// Creates a table cell.
  public init(location: Location, value: String) {
    self.location = location
    self.value = value
  }
}

/// A multi-line text argument of a step, between `"""` or ```` ``` ```` delimiters.
public struct GherkinDocString: Sendable, Equatable {
  /// Where the opening delimiter is.
  public let location: Location
  /// The media type written after the opening delimiter, if any.
  public let mediaType: String?
  /// The lines between the delimiters, joined with `\n`.
  public let content: String
  /// The delimiter as written.
  public let delimiter: String

  /// Creates a doc string.
  public init(location: Location, mediaType: String?, content: String, delimiter: String) {
    self.location = location
    self.mediaType = mediaType
    self.content = content
    self.delimiter = delimiter
  }
}
