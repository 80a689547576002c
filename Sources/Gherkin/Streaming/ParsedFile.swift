/// One file parsed and compiled, ready to be written as messages.
struct ParsedFile: Sendable {
  let uri: String
  let mediaType: String
  /// The file's bytes, when they were read and are valid UTF-8.
  let bytes: [UInt8]?
  let document: GherkinDocument?
  let pickles: [Pickle]
  let errors: [ParseError]

  /// Reads, parses and compiles the file at `path` with the stream's options.
  static func load(path: String, options: GherkinStreamOptions, ids: IdGenerator) -> ParsedFile {
    switch InputChecks.read(path: path) {
    case .failure(let failure):
      return ParsedFile(
        uri: path, mediaType: Source.mediaType(forPath: path), bytes: nil, document: nil,
        pickles: [], errors: failure.errors)
    case .success(let bytes):
      return parse(
        bytes: bytes, uri: path, mediaType: Source.mediaType(forPath: path), options: options,
        ids: ids)
    }
  }

  /// Parses and compiles one source.
  static func parse(
    bytes: [UInt8], uri: String, mediaType: String, options: GherkinStreamOptions,
    ids: IdGenerator
  ) -> ParsedFile {
    if let error = InputChecks.invalidUTF8(bytes, uri: uri) {
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: nil, document: nil, pickles: [], errors: [error])
    }
    guard options.includeGherkinDocument || options.includePickles else {
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: bytes, document: nil, pickles: [], errors: [])
    }
    let outcome = GherkinParser.parseDocument(
      bytes: bytes, uri: uri, ids: ids, mediaType: mediaType,
      defaultLanguage: options.defaultLanguage)
    switch outcome {
    case .failure(let failure):
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: bytes, document: nil, pickles: [],
        errors: failure.errors)
    case .success(let document):
      let pickles =
        options.includePickles ? PickleCompiler(ids: ids).compile(document, uri: uri) : []
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: bytes, document: document, pickles: pickles,
        errors: [])
    }
  }
}
