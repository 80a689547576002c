import Foundation

/// What parsing one Gherkin source produced.
public struct GherkinParseResult: Sendable, Equatable {
  /// The source message (nil when the bytes were not valid UTF-8 or could not be read).
  public let source: Source?
  /// The document, or nil when there were errors.
  public let document: GherkinDocument?
  /// The compiled pickles (empty when there were errors).
  public let pickles: [Pickle]
  /// The parse errors, each naming the file, line and column.
  public let errors: [ParseError]
}

/// Parses Gherkin sources into documents, pickles and errors: the API for runners.
public enum GherkinParser {
  /// Parses `source` (text of the file at `uri`) and compiles its pickles.
  ///
  /// `mediaType` defaults from the uri (`.md` is Markdown). Ids come from `ids`; pass one
  /// generator for a whole run so ids stay unique across files.
  public static func parse(
    source: String, uri: String, ids: IdGenerator = .uuid(), mediaType: String? = nil,
    defaultLanguage: String = "en"
  ) -> GherkinParseResult {
    parse(
      bytes: Array(source.utf8), uri: uri, ids: ids, mediaType: mediaType,
      defaultLanguage: defaultLanguage)
  }

  /// Parses UTF-8 `bytes`; invalid UTF-8 gives one error naming its line and column.
  public static func parse(
    bytes: [UInt8], uri: String, ids: IdGenerator = .uuid(), mediaType: String? = nil,
    defaultLanguage: String = "en"
  ) -> GherkinParseResult {
    let mediaType = mediaType ?? Source.mediaType(forPath: uri)
    if let error = InputChecks.invalidUTF8(bytes, uri: uri) {
      return GherkinParseResult(source: nil, document: nil, pickles: [], errors: [error])
    }
    let source = Source(
      uri: uri, data: String(decoding: bytes, as: UTF8.self), mediaType: mediaType)
    let outcome = parseDocument(
      bytes: bytes, uri: uri, ids: ids, mediaType: mediaType, defaultLanguage: defaultLanguage)
    switch outcome {
    case .failure(let failure):
      return GherkinParseResult(source: source, document: nil, pickles: [], errors: failure.errors)
    case .success(let document):
      let pickles = PickleCompiler(ids: ids).compile(document, uri: uri)
      return GherkinParseResult(source: source, document: document, pickles: pickles, errors: [])
    }
  }

  /// Reads and parses the file at `path` (used as the uri); unreadable files give one error.
  public static func parse(
    path: String, ids: IdGenerator = .uuid(), defaultLanguage: String = "en"
  ) -> GherkinParseResult {
    switch InputChecks.read(path: path) {
    case .failure(let failure):
      return GherkinParseResult(source: nil, document: nil, pickles: [], errors: failure.errors)
    case .success(let bytes):
      return parse(bytes: bytes, uri: path, ids: ids, defaultLanguage: defaultLanguage)
    }
  }

  /// The reference `.tokens` text of a source: one line per token, ending with `EOF`.
  public static func tokens(
    source: String, mediaType: String = Source.plainMediaType, defaultLanguage: String = "en"
  ) -> String {
    let bytes = Array(source.utf8)
    do throws(GherkinSyntaxError) {
      if mediaType == Source.markdownMediaType {
        var parser = Parser(
          bytes: bytes, matcher: try MarkdownTokenMatcher(defaultLanguage: defaultLanguage),
          builder: TokenFormatterBuilder())
        parser.parse()
        return parser.builder.text
      }
      var parser = Parser(
        bytes: bytes, matcher: try ClassicTokenMatcher(defaultLanguage: defaultLanguage),
        builder: TokenFormatterBuilder())
      parser.parse()
      return parser.builder.text
    } catch {
      return error.formatted + "\n"
    }
  }

  /// Parses valid UTF-8 bytes into a document (with its uri) or the parse errors.
  static func parseDocument(
    bytes: [UInt8], uri: String, ids: IdGenerator, mediaType: String, defaultLanguage: String
  ) -> Result<GherkinDocument, ParseErrors> {
    let builder = AstBuilder(ids: ids)
    let outcome: (document: GherkinDocument?, errors: [GherkinSyntaxError])
    do throws(GherkinSyntaxError) {
      if mediaType == Source.markdownMediaType {
        var parser = Parser(
          bytes: bytes, matcher: try MarkdownTokenMatcher(defaultLanguage: defaultLanguage),
          builder: builder)
        parser.parse()
        outcome = (parser.builder.document, parser.errors)
      } else {
        var parser = Parser(
          bytes: bytes, matcher: try ClassicTokenMatcher(defaultLanguage: defaultLanguage),
          builder: builder)
        parser.parse()
        outcome = (parser.builder.document, parser.errors)
      }
    } catch {
      outcome = (nil, [error])
    }
    let errors = outcome.errors.map { ParseErrors.message($0, uri: uri) }
    guard errors.isEmpty, let document = outcome.document else {
      return .failure(ParseErrors(errors: errors))
    }
    return .success(
      GherkinDocument(uri: uri, feature: document.feature, comments: document.comments))
  }
}

/// The errors of one file, as a thrown or returned value.
public struct ParseErrors: Error, Sendable, Equatable {
  /// The errors, in the order found.
  public let errors: [ParseError]

  /// Creates the error list.
  public init(errors: [ParseError]) {
    self.errors = errors
  }

  static func message(_ error: GherkinSyntaxError, uri: String) -> ParseError {
    ParseError(
      source: SourceReference(uri: uri, location: error.location), message: error.formatted)
  }
}
