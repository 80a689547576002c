/// A piece of a line with its column: a tag or a table cell.
package struct LineSpan: Sendable, Equatable {
  /// The 1-based column where the piece starts.
  package let column: Int
  /// The text of the piece (unescaped for table cells).
  package let text: String

  /// Creates a span.
  package init(column: Int, text: String) {
    self.column = column
    self.text = text
  }
}
