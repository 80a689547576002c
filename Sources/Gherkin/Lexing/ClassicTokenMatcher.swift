import Foundation

/// The token matcher of classic `.feature` files.
final class ClassicTokenMatcher: TokenMatcher {
  // Single-threaded and never accessed overlappingly: no run-time exclusivity checks.
  @exclusivity(unchecked) private var selection: DialectSelection
  private var dialect: CompiledDialect { selection.current }
  private var activeDocStringSeparator: [UInt8]?
  private var indentToRemove = 0

  private static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)
  private static let tripleBacktick: [UInt8] = Array("```".utf8)

  init(defaultLanguage: String = "en") throws(GherkinSyntaxError) {
    selection = try DialectSelection(defaultLanguage: defaultLanguage)
  }

  func reset() throws(GherkinSyntaxError) {
    try selection.reset()
    activeDocStringSeparator = nil
    indentToRemove = 0
  }

  func match(_ type: TokenType, _ token: Token) throws(GherkinSyntaxError) -> Bool {
    if type == .eof { return selection.matchEOF(token) }
    guard let line = token.line else { return false }
    switch type {
    case .empty:
      guard line.isEmpty else { return false }
      token.setMatched(.empty, indent: 0, dialect: dialect.name)
      return true
    case .comment:
      guard line.startsWith(byte: UInt8(ascii: "#")) else { return false }
      token.setMatched(.comment, text: line.lineText, indent: 0, dialect: dialect.name)
      return true
    case .tagLine:
      guard line.startsWith(byte: UInt8(ascii: "@")) else { return false }
      token.setMatched(.tagLine, items: try line.tags(), dialect: dialect.name)
      return true
    case .featureLine: return matchTitle(token, line, .featureLine, dialect.feature)
    case .ruleLine: return matchTitle(token, line, .ruleLine, dialect.rule)
    case .backgroundLine: return matchTitle(token, line, .backgroundLine, dialect.background)
    case .scenarioLine: return matchTitle(token, line, .scenarioLine, dialect.scenario)
    case .examplesLine: return matchTitle(token, line, .examplesLine, dialect.examples)
    case .stepLine: return matchStep(token, line)
    case .docStringSeparator: return matchDocStringSeparator(token, line)
    case .tableRow:
      guard line.startsWith(byte: UInt8(ascii: "|")) else { return false }
      token.setMatched(.tableRow, items: line.tableCells(), dialect: dialect.name)
      return true
    case .language: return try matchLanguage(token, line)
    case .other:
      let text = unescapeDocString(line.lineText(removingIndent: indentToRemove))
      token.setMatched(.other, text: text, indent: 0, dialect: dialect.name)
      return true
    case .none, .eof: return false
    }
  }

  private func matchTitle(
    _ token: Token, _ line: GherkinLine, _ type: TokenType, _ group: KeywordGroup
  ) -> Bool {
    guard group.mayStart(with: line.firstByte) else { return false }
    for keyword in group.keywords where line.startsWith(keyword.titleBytes) {
      let title = line.restTrimmed(afterBytes: keyword.titleBytes.count)
      token.setMatched(type, text: title, keyword: keyword.text, dialect: dialect.name)
      return true
    }
    return false
  }

  private func matchStep(_ token: Token, _ line: GherkinLine) -> Bool {
    guard dialect.steps.mayStart(with: line.firstByte) else { return false }
    for keyword in dialect.steps.keywords where line.startsWith(keyword.bytes) {
      token.setMatched(
        .stepLine, text: line.restTrimmed(afterBytes: keyword.bytes.count), keyword: keyword.text,
        keywordType: keyword.stepType, dialect: dialect.name)
      return true
    }
    return false
  }

  private func matchDocStringSeparator(_ token: Token, _ line: GherkinLine) -> Bool {
    if let active = activeDocStringSeparator {
      guard line.startsWith(active) else { return false }
      activeDocStringSeparator = nil
      indentToRemove = 0
      token.setMatched(
        .docStringSeparator, keyword: String(decoding: active, as: UTF8.self),
        dialect: dialect.name)
      return true
    }
    let separator: [UInt8]
    switch line.firstByte {
    case UInt8(ascii: "\""): separator = Self.tripleQuote
    case UInt8(ascii: "`"): separator = Self.tripleBacktick
    default: return false
    }
    if line.startsWith(separator) {
      activeDocStringSeparator = separator
      indentToRemove = line.indent
      token.setMatched(
        .docStringSeparator, text: line.restTrimmed(afterBytes: separator.count),
        keyword: String(decoding: separator, as: UTF8.self), dialect: dialect.name)
      return true
    }
    return false
  }

  private func matchLanguage(_ token: Token, _ line: GherkinLine) throws(GherkinSyntaxError)
    -> Bool
  {
    guard line.startsWith(byte: UInt8(ascii: "#")),
      let language = LanguageHeader.language(in: line)
    else { return false }
    token.setMatched(.language, text: language, dialect: dialect.name)
    try selection.change(to: language, at: token.location)
    token.matchedDialect = dialect.name
    return true
  }

  private func unescapeDocString(_ text: String) -> String {
    guard let active = activeDocStringSeparator,
      UTF8Scalars.contains(text, byte: UInt8(ascii: "\\"))
    else {
      return text
    }
    if active == Self.tripleQuote {
      return text.replacingOccurrences(of: "\\\"\\\"\\\"", with: "\"\"\"")
    }
    return text.replacingOccurrences(of: "\\`\\`\\`", with: "```")
  }
}
