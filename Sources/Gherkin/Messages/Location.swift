/// A position in a source file: 1-based line, and 1-based column when known.
public struct Location: Sendable, Equatable, Hashable {
  /// The 1-based line number.
  public let line: Int
  /// The 1-based column, counted in Unicode scalars; nil when unknown (e.g. at end of file).
  public let column: Int?

  /// Creates a location.
  public init(line: Int, column: Int? = nil) {
    self.line = line
    self.column = column
  }
}
