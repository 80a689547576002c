/// The dialect a token matcher uses: the default one, or the one a `# language:` header chose.
struct DialectSelection {
  let defaultLanguage: String
  private(set) var current: CompiledDialect

  init(defaultLanguage: String) throws(GherkinSyntaxError) {
    self.defaultLanguage = defaultLanguage
    current = try CompiledDialect.required(defaultLanguage, at: nil)
  }

  /// Switches back to the default dialect.
  mutating func reset() throws(GherkinSyntaxError) {
    if current.name != defaultLanguage {
      current = try CompiledDialect.required(defaultLanguage, at: nil)
    }
  }

  /// Switches to `language`, or throws "Language not supported" at `location`.
  mutating func change(to language: String, at location: Location) throws(GherkinSyntaxError) {
    current = try CompiledDialect.required(language, at: location)
  }

  /// Records the end-of-file match shared by every matcher; false for other tokens.
  func matchEOF(_ token: Token) -> Bool {
    guard token.isEOF else { return false }
    token.setMatched(.eof, dialect: current.name)
    return true
  }
}
