/// One file parsed, ready to be written as messages.
///
/// Its pickles are compiled by the writing thread, from ids reserved here in file order, so
/// that parsing the next file overlaps with compiling and encoding this one.
struct ParsedFile: Sendable {
  let uri: String
  let mediaType: String
  /// The file's bytes, when they were read and are valid UTF-8.
  let bytes: [UInt8]?
  let document: GherkinDocument?
  /// The ids reserved for the pickles, or nil when no pickles are wanted.
  let pickleIds: IdGenerator?
  let errors: [ParseError]

  /// Reads and parses the file at `path` with the stream's options.
  static func load(path: String, options: GherkinStreamOptions, ids: IdGenerator) -> ParsedFile {
    switch InputChecks.read(path: path) {
    case .failure(let failure):
      return ParsedFile(
        uri: path, mediaType: Source.mediaType(forPath: path), bytes: nil, document: nil,
        pickleIds: nil, errors: failure.errors)
    case .success(let bytes):
      return parse(
        bytes: bytes, uri: path, mediaType: Source.mediaType(forPath: path), options: options,
        ids: ids)
    }
  }

  /// Parses one source (without its byte-order mark, see ``ByteOrderMark``) and reserves its
  /// pickle ids.
  static func parse(
    bytes: [UInt8], uri: String, mediaType: String, options: GherkinStreamOptions,
    ids: IdGenerator
  ) -> ParsedFile {
    let bytes = ByteOrderMark.removed(from: bytes)
    if let error = InputChecks.invalidUTF8(bytes, uri: uri) {
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: nil, document: nil, pickleIds: nil,
        errors: [error])
    }
    guard options.includeGherkinDocument || options.includePickles else {
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: bytes, document: nil, pickleIds: nil,
        errors: [])
    }
    let outcome = GherkinParser.parseDocument(
      bytes: bytes, uri: uri, ids: ids, mediaType: mediaType,
      defaultLanguage: options.defaultLanguage)
    switch outcome {
    case .failure(let failure):
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: bytes, document: nil, pickleIds: nil,
        errors: failure.errors)
    case .success(let document):
      let pickleIds =
        options.includePickles ? ids.reserve(PickleCompiler.idCount(of: document)) : nil
      return ParsedFile(
        uri: uri, mediaType: mediaType, bytes: bytes, document: document, pickleIds: pickleIds,
        errors: [])
    }
  }
}
