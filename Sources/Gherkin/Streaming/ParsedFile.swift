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
  /// How many ids the file drew from a generator of its own, counting from 0 (AST nodes, then
  /// the reserved pickle ids); the writer adds the file's first id of the run to each. Nil when
  /// the file drew from the stream's generator.
  var idCount: Int?

  /// Reads and parses the file at `path`, numbering its ids from 0 with a generator of its own,
  /// so that it can be parsed apart from the files before it (see ``idCount``).
  static func loadNumberedFromZero(path: String, options: GherkinStreamOptions) -> ParsedFile {
    let ids = IdGenerator.incrementing()
    var file = load(path: path, options: options, ids: ids)
    file.idCount = ids.take(0)
    return file
  }

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
