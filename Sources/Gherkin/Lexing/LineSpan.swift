/// A piece of a line with its column: a tag or a table cell.
public struct LineSpan: Sendable, Equatable {
  /// The 1-based column where the piece starts.
  public let column: Int
  /// The text of the piece (unescaped for table cells).
  public let text: String

  /// Creates a span.
  public init(column: Int, text: String) {
    self.column = column
    self.text = text
  }
}
