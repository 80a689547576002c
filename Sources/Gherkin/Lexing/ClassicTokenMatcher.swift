import Foundation

/// The token matcher of classic `.feature` files.
final class ClassicTokenMatcher: TokenMatcher {
  // Single-threaded and never accessed overlappingly: no run-time exclusivity checks.
  @exclusivity(unchecked) private var selection: DialectSelection {
    didSet {
      startingGroups = selection.current.startingGroups
      dialectName = selection.current.name
    }
  }
  /// The current dialect's name, recorded in every token.
  private var dialectName: String
  private var dialect: CompiledDialect { selection.current }
  /// The current dialect's ``CompiledDialect/startingGroups``: most lines are rejected by one
  /// load from it, without touching the dialect's reference-counted keyword lists.
  private var startingGroups: UnsafePointer<StartingGroups>
  private var activeDocStringSeparator: [UInt8]?
  private var indentToRemove = 0

  private static let tripleQuote: [UInt8] = Array("\"\"\"".utf8)
  private static let tripleBacktick: [UInt8] = Array("```".utf8)

  init(defaultLanguage: String = "en") throws(GherkinSyntaxError) {
    let selection = try DialectSelection(defaultLanguage: defaultLanguage)
    self.selection = selection
    startingGroups = selection.current.startingGroups
    dialectName = selection.current.name
  }

  /// Whether a keyword of `groups` may start the text of `line`.
  @inline(__always)
  private func mayStart(_ line: GherkinLine, _ groups: StartingGroups) -> Bool {
    startingGroups[Int(line.firstByte)].contains(groups)
  }

  func reset() throws(GherkinSyntaxError) {
    try selection.reset()
    activeDocStringSeparator = nil
    indentToRemove = 0
  }

  func match(_ type: TokenType, _ token: Token) throws(GherkinSyntaxError) -> Bool {
    guard let line = token.line else {
      return type == .eof ? selection.matchEOF(token) : false
    }
    if type == .eof { return false }
    switch type {
    case .empty:
      guard line.isEmpty else { return false }
      token.setMatched(.empty, indent: 0, dialect: dialectName)
      return true
    case .comment:
      guard line.startsWith(byte: UInt8(ascii: "#")) else { return false }
      token.setMatched(.comment, text: line.lineText, indent: 0, dialect: dialectName)
      return true
    case .tagLine:
      guard line.startsWith(byte: UInt8(ascii: "@")) else { return false }
      token.setMatched(.tagLine, items: try line.tags(), dialect: dialectName)
      return true
    case .featureLine:
      guard mayStart(line, .feature) else { return false }
      return matchTitle(token, line, .featureLine, dialect.feature)
    case .ruleLine:
      guard mayStart(line, .rule) else { return false }
      return matchTitle(token, line, .ruleLine, dialect.rule)
    case .backgroundLine:
      guard mayStart(line, .background) else { return false }
      return matchTitle(token, line, .backgroundLine, dialect.background)
    case .scenarioLine:
      guard mayStart(line, .scenario) else { return false }
      return matchTitle(token, line, .scenarioLine, dialect.scenario)
    case .examplesLine:
      guard mayStart(line, .examples) else { return false }
      return matchTitle(token, line, .examplesLine, dialect.examples)
    case .stepLine:
      guard mayStart(line, .steps) else { return false }
      return matchStep(token, line)
    case .docStringSeparator: return matchDocStringSeparator(token, line)
    case .tableRow:
      guard line.startsWith(byte: UInt8(ascii: "|")) else { return false }
      token.setMatched(.tableRow, items: line.tableCells(), dialect: dialectName)
      return true
    case .language: return try matchLanguage(token, line)
    case .other:
      let text = unescapeDocString(line.lineText(removingIndent: indentToRemove))
      token.setMatched(.other, text: text, indent: 0, dialect: dialectName)
      return true
    case .none, .eof: return false
    }
  }

  private func matchTitle(
    _ token: Token, _ line: GherkinLine, _ type: TokenType, _ group: KeywordGroup
  ) -> Bool {
    guard let keyword = group.firstMatch(in: line, title: true) else { return false }
    let title = line.restTrimmed(afterBytes: keyword.count + 1)
    token.setMatched(type, text: title, keyword: keyword.text, dialect: dialectName)
    return true
  }

  private func matchStep(_ token: Token, _ line: GherkinLine) -> Bool {
    guard let keyword = dialect.steps.firstMatch(in: line, title: false) else { return false }
    token.setMatched(
      .stepLine, text: line.restTrimmed(afterBytes: keyword.count), keyword: keyword.text,
      keywordType: keyword.stepType, dialect: dialectName)
    return true
  }

  private func matchDocStringSeparator(_ token: Token, _ line: GherkinLine) -> Bool {
    if let active = activeDocStringSeparator {
      guard line.startsWith(active) else { return false }
      activeDocStringSeparator = nil
      indentToRemove = 0
      token.setMatched(
        .docStringSeparator, keyword: String(decoding: active, as: UTF8.self),
        dialect: dialectName)
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
        keyword: String(decoding: separator, as: UTF8.self), dialect: dialectName)
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
    token.setMatched(.language, text: language, dialect: dialectName)
    try selection.change(to: language, at: token.location)
    token.matchedDialect = dialectName
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
