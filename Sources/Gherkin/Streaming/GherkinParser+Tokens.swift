extension GherkinParser {
  /// The reference `.tokens` text of a source: one line per token, ending with `EOF`.
  ///
  /// Parse errors are left out, as the official C `gherkin_generate_tokens` leaves them out (it
  /// prints the tokens accepted before them); an unknown default language gives its error as text.
  public static func tokens(
    source: String, mediaType: String = Source.plainMediaType, defaultLanguage: String = "en"
  ) -> String {
    do throws(GherkinSyntaxError) {
      let (builder, _) = try run(
        TokenFormatterBuilder(), bytes: ByteOrderMark.removed(from: Array(source.utf8)),
        mediaType: mediaType, defaultLanguage: defaultLanguage)
      return builder.text
    } catch {
      return error.formatted + "\n"
    }
  }
}
