/// The `.tokens` text of one source and the errors found while parsing it.
package struct GherkinTokens: Sendable, Equatable {
  /// One line per token the parser accepted; it ends with `EOF` only when the end was accepted.
  package let text: String
  /// The parse errors, each naming the source; empty when the source parses.
  package let errors: [ParseError]
}

extension GherkinParser {
  /// The reference `.tokens` text of a source: one line per token, ending with `EOF`.
  ///
  /// Parse errors are left out, as the official C `gherkin_generate_tokens` leaves them out (it
  /// prints the tokens accepted before them); an unknown default language gives its error as text.
  package static func tokens(
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

  /// The `.tokens` text of the UTF-8 `bytes` of the file at `uri`, with the parse errors that the
  /// official Python `generate_tokens.py` raises for it (invalid UTF-8 is one error, as Python
  /// cannot decode the file). A leading byte-order mark is removed first (see ``ByteOrderMark``).
  package static func tokens(
    bytes: [UInt8], uri: String, mediaType: String? = nil, defaultLanguage: String = "en"
  ) -> GherkinTokens {
    let bytes = ByteOrderMark.removed(from: bytes)
    if let error = InputChecks.invalidUTF8(bytes, uri: uri) {
      return GherkinTokens(text: "", errors: [error])
    }
    do throws(GherkinSyntaxError) {
      let (builder, errors) = try run(
        TokenFormatterBuilder(), bytes: bytes,
        mediaType: mediaType ?? Source.mediaType(forPath: uri), defaultLanguage: defaultLanguage)
      return GherkinTokens(
        text: builder.text, errors: errors.map { ParseErrors.message($0, uri: uri) })
    } catch {
      return GherkinTokens(text: "", errors: [ParseErrors.message(error, uri: uri)])
    }
  }
}
