/// One line of a Gherkin file and what a token matcher recognised in it.
final class Token {
  /// The line, or nil at the end of the file.
  private(set) var line: GherkinLine?
  /// The 1-based line number.
  private(set) var lineNumber: Int
  /// The 1-based column set by the matcher (the indent plus one).
  var column: Int?
  var matchedType: TokenType = .none
  var matchedText: String?
  var matchedKeyword: String?
  var matchedKeywordType: StepKeywordType?
  var matchedItems: [LineSpan] = []
  var matchedDialect = "en"

  init(line: GherkinLine?, lineNumber: Int) {
    self.line = line
    self.lineNumber = lineNumber
  }

  /// Makes this token, which nothing else refers to any more, the unmatched token of another
  /// line (see ``TokenScanner``).
  func reuse(line: GherkinLine?, lineNumber: Int) {
    self.line = line
    self.lineNumber = lineNumber
    column = nil
    matchedType = .none
    matchedText = nil
    matchedKeyword = nil
    matchedKeywordType = nil
    if !matchedItems.isEmpty { matchedItems = [] }
    matchedDialect = "en"
  }

  var isEOF: Bool { line == nil }

  /// The location of the matched token.
  var location: Location { Location(line: lineNumber, column: column) }

  /// The location used in unexpected-token errors: the line and the first non-blank column.
  var errorLocation: Location {
    guard let line else { return Location(line: lineNumber, column: column) }
    return Location(line: lineNumber, column: line.indent + 1)
  }

  /// The trimmed line text, or `EOF`, as quoted in unexpected-token errors.
  var valueForError: String {
    line?.fullyTrimmedText ?? "EOF"
  }

  /// Records a match.
  func setMatched(
    _ type: TokenType, text: String? = nil, keyword: String? = nil, indent: Int? = nil,
    keywordType: StepKeywordType? = nil, items: [LineSpan]? = nil, dialect: String
  ) {
    matchedType = type
    matchedText = text
    matchedKeyword = keyword
    matchedKeywordType = keywordType
    // Most tokens have no items: leave the empty list alone rather than store a new one.
    if let items {
      matchedItems = items
    } else if !matchedItems.isEmpty {
      matchedItems = []
    }
    column = (indent ?? line?.indent ?? 0) + 1
    matchedDialect = dialect
  }
}
