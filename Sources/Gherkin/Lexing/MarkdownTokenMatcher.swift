/// The token matcher of Markdown Gherkin (`.feature.md`): `#` headers, bullet steps, `` `@tags` ``.
///
/// Lines that match nothing are `Empty`, so free Markdown text is ignored. Unlike the reference,
/// matching here has no side effects beyond the token matched, so trying a kind never changes
/// doc string state.
final class MarkdownTokenMatcher: TokenMatcher {
  private var selection: DialectSelection
  private var dialect: CompiledDialect { selection.current }
  /// The open doc string fence (three or more backticks), or nil outside doc strings.
  private var activeFence: [UInt8]?
  private var indentToRemove = 0
  private var matchedFeatureLine = false

  init(defaultLanguage: String = "en") throws(GherkinSyntaxError) {
    selection = try DialectSelection(defaultLanguage: defaultLanguage)
  }

  func reset() throws(GherkinSyntaxError) {
    try selection.reset()
    activeFence = nil
    indentToRemove = 0
    matchedFeatureLine = false
  }

  func match(_ type: TokenType, _ token: Token) throws(GherkinSyntaxError) -> Bool {
    if type == .eof { return selection.matchEOF(token) }
    guard let line = token.line else { return false }
    switch type {
    case .empty:
      guard line.isEmpty || !matchesAnyKind(line) else { return false }
      token.setMatched(.empty, indent: 0, dialect: dialect.name)
      return true
    case .comment:
      // A GFM table separator row (`| --- |`) is ignored like a blank line.
      guard isSeparatorRow(line) else { return false }
      token.setMatched(.empty, indent: 0, dialect: dialect.name)
      return true
    case .tagLine:
      let tags = MarkdownSyntax.tags(in: line)
      guard !tags.isEmpty else { return false }
      token.setMatched(.tagLine, items: tags, dialect: dialect.name)
      return true
    case .featureLine: return matchFeature(token, line)
    case .ruleLine: return matchHeader(token, line, .ruleLine, dialect.rule)
    case .backgroundLine: return matchHeader(token, line, .backgroundLine, dialect.background)
    case .scenarioLine: return matchHeader(token, line, .scenarioLine, dialect.scenario)
    case .examplesLine: return matchHeader(token, line, .examplesLine, dialect.examples)
    case .stepLine: return matchStep(token, line)
    case .docStringSeparator: return matchFence(token, line)
    case .tableRow:
      guard MarkdownSyntax.isTableRow(line), !isSeparatorRow(line) else { return false }
      token.setMatched(.tableRow, keyword: "|", items: line.tableCells(), dialect: dialect.name)
      return true
    case .language, .none, .eof: return false
    case .other:
      token.setMatched(
        .other, text: line.lineText(removingIndent: indentToRemove), indent: 0,
        dialect: dialect.name)
      return true
    }
  }

  /// Whether any non-blank kind would match, without changing any state.
  private func matchesAnyKind(_ line: GherkinLine) -> Bool {
    if !MarkdownSyntax.tags(in: line).isEmpty || !matchedFeatureLine { return true }
    for group in [dialect.scenario, dialect.background, dialect.examples, dialect.rule]
    where MarkdownSyntax.header(in: line, keywords: group) != nil {
      return true
    }
    if MarkdownSyntax.isTableRow(line) || isSeparatorRow(line) { return true }
    if MarkdownSyntax.fence(in: line, active: activeFence) != nil { return true }
    return MarkdownSyntax.bulletStep(in: line, keywords: dialect.markdownSteps) != nil
  }

  private func isSeparatorRow(_ line: GherkinLine) -> Bool {
    line.startsWith(byte: UInt8(ascii: "|"))
      && line.tableCells().contains { MarkdownSyntax.isSeparatorCell($0.text) }
  }

  private func matchFeature(_ token: Token, _ line: GherkinLine) -> Bool {
    guard !matchedFeatureLine else { return false }
    matchedFeatureLine = true
    if matchHeader(token, line, .featureLine, dialect.feature) { return true }
    token.setMatched(.featureLine, text: line.trimmedLineText, dialect: dialect.name)
    return true
  }

  private func matchHeader(
    _ token: Token, _ line: GherkinLine, _ type: TokenType, _ group: KeywordGroup
  ) -> Bool {
    guard let match = MarkdownSyntax.header(in: line, keywords: group) else { return false }
    token.setMatched(
      type, text: match.text, keyword: match.keyword, indent: line.indent + match.prefixLength,
      dialect: dialect.name)
    return true
  }

  private func matchStep(_ token: Token, _ line: GherkinLine) -> Bool {
    guard let match = MarkdownSyntax.bulletStep(in: line, keywords: dialect.markdownSteps) else {
      return false
    }
    token.setMatched(
      .stepLine, text: match.text, keyword: match.keyword, indent: line.indent + match.prefixLength,
      keywordType: match.stepType, dialect: dialect.name)
    return true
  }

  private func matchFence(_ token: Token, _ line: GherkinLine) -> Bool {
    guard let fence = MarkdownSyntax.fence(in: line, active: activeFence) else { return false }
    if activeFence == nil {
      activeFence = fence.fence
      indentToRemove = line.indent
    } else {
      activeFence = nil
    }
    token.setMatched(
      .docStringSeparator, text: fence.mediaType,
      keyword: String(decoding: fence.fence, as: UTF8.self), dialect: dialect.name)
    return true
  }
}
