/// A step's data table, as the step body receives it.
///
/// ```swift
/// steps.given("these users are registered:") { (world, table: DataTable) in
///   for user in table.asMaps() { world.register(email: user["email"] ?? "") }
/// }
/// ```
public struct DataTable: Sendable, Equatable, CustomStringConvertible {
  /// The cells, row by row.
  public let rows: [[String]]

  /// Creates a table from its rows.
  public init(rows: [[String]]) { self.rows = rows }

  /// The first row: the column names when the table has a header.
  public var header: [String] { rows.first ?? [] }

  /// The rows after the header.
  public var body: ArraySlice<[String]> { rows.dropFirst() }

  /// Each row after the header as a dictionary from column name to cell.
  public func asMaps() -> [[String: String]] {
    let names = header
    return body.map { row in
      Dictionary(zip(names, row), uniquingKeysWith: { first, _ in first })
    }
  }

  /// A two-column table as a dictionary from the first cell of each row to the second.
  public func asDictionary() -> [String: String] {
    Dictionary(
      rows.compactMap { row in row.count >= 2 ? (row[0], row[1]) : nil },
      uniquingKeysWith: { first, _ in first })
  }

  /// The table with rows and columns swapped.
  public func transposed() -> DataTable {
    let width = rows.map(\.count).max() ?? 0
    return DataTable(
      rows: (0..<width).map { column in rows.map { column < $0.count ? $0[column] : "" } })
  }

  /// The table as Gherkin writes it, one `| cell |` row per line, cells padded per column.
  public var description: String {
    // Each cell's width is counted once: counting characters walks the whole cell.
    let counts = rows.map { row in row.map { $0.count } }
    var widths: [Int] = []
    for row in counts {
      for (column, count) in row.enumerated() {
        if column == widths.count {
          widths.append(count)
        } else {
          widths[column] = max(widths[column], count)
        }
      }
    }
    var text = ""
    for (number, row) in rows.enumerated() {
      text += number == 0 ? "| " : "\n| "
      for (column, cell) in row.enumerated() {
        if column > 0 { text += " | " }
        text += cell + String(repeating: " ", count: widths[column] - counts[number][column])
      }
      text += " |"
    }
    return text
  }
}

/// A step's doc string, with its media type (a doc string opened with `"""json` gives `json`).
public struct DocString: Sendable, Equatable {
  /// The text between the delimiters.
  public let content: String
  /// The media type written after the opening delimiter, if any.
  public let mediaType: String?

  /// Creates a doc string.
  public init(content: String, mediaType: String? = nil) {
    self.content = content
    self.mediaType = mediaType
  }
}
