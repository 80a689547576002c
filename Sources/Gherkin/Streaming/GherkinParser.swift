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

  /// Parses UTF-8 `bytes`; invalid UTF-8 gives one error naming its line and column. A leading
  /// byte-order mark is removed first (see ``ByteOrderMark``).
  public static func parse(
    bytes: [UInt8], uri: String, ids: IdGenerator = .uuid(), mediaType: String? = nil,
    defaultLanguage: String = "en"
  ) -> GherkinParseResult {
    let bytes = ByteOrderMark.removed(from: bytes)
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

  /// Parses `bytes` with the matcher of `mediaType`, returning the builder and the errors.
  static func run<Builder: ParserBuilder>(
    _ builder: Builder, bytes: [UInt8], mediaType: String, defaultLanguage: String
  ) throws(GherkinSyntaxError) -> (Builder, [GherkinSyntaxError]) {
    func parse<Matcher: TokenMatcher>(_ matcher: Matcher) -> (Builder, [GherkinSyntaxError]) {
      var parser = Parser(bytes: bytes, matcher: matcher, builder: builder)
      parser.parse()
      return (parser.builder, parser.errors)
    }
    if mediaType == Source.markdownMediaType {
      return parse(try MarkdownTokenMatcher(defaultLanguage: defaultLanguage))
    }
    return parse(try ClassicTokenMatcher(defaultLanguage: defaultLanguage))
  }

  /// Parses valid UTF-8 bytes into a document (with its uri) or the parse errors.
  static func parseDocument(
    bytes: [UInt8], uri: String, ids: IdGenerator, mediaType: String, defaultLanguage: String
  ) -> Result<GherkinDocument, ParseErrors> {
    let outcome: (document: GherkinDocument?, errors: [GherkinSyntaxError])
    do throws(GherkinSyntaxError) {
      let (builder, errors) = try run(
        AstBuilder(ids: ids), bytes: bytes, mediaType: mediaType,
        defaultLanguage: defaultLanguage)
      outcome = (builder.document, errors)
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
