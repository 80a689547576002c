/// A parser builder that prints each accepted token in the reference `.tokens` format:
/// `(line:column)Type:(keywordType)keyword/text/column:item,...`, then `EOF`.
struct TokenFormatterBuilder: ParserBuilder {
  private(set) var text = ""

  mutating func startRule(_ rule: RuleType) {}

  mutating func endRule() throws(GherkinSyntaxError) {}

  mutating func build(_ token: Token) {
    guard !token.isEOF else {
      text += "EOF\n"
      return
    }
    text += "(\(token.lineNumber):\(token.column ?? 0))\(token.matchedType.name):"
    if let keyword = token.matchedKeyword, !keyword.isEmpty {
      text += "(\(token.matchedKeywordType?.rawValue ?? ""))\(keyword)"
    }
    text += "/\(token.matchedText ?? "")/"
    text += token.matchedItems.map { "\($0.column):\($0.text)" }.joined(separator: ",")
    text += "\n"
  }
}
