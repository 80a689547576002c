/// Classifies lines into tokens for the parser; one implementation per Gherkin flavour.
protocol TokenMatcher: AnyObject {
  /// Restores the default dialect and clears doc string state, before parsing a new file.
  func reset() throws(GherkinSyntaxError)
  /// Whether `token` is of `type`; on success the token records what was matched.
  func match(_ type: TokenType, _ token: Token) throws(GherkinSyntaxError) -> Bool
}

extension CompiledDialect {
  /// The dialect for `language`, or a "Language not supported" error at `location`.
  static func required(_ language: String, at location: Location?) throws(GherkinSyntaxError)
    -> CompiledDialect
  {
    guard let dialect = named(language) else {
      throw GherkinSyntaxError(
        message: "Language not supported: \(language)",
        location: location ?? Location(line: 0, column: 0))
    }
    return dialect
  }
}
