/// What a ``GherkinStream`` emits for each file.
public struct GherkinStreamOptions: Sendable, Equatable {
  /// Emit a `source` message per file.
  public var includeSource: Bool
  /// Emit a `gherkinDocument` message per file.
  public var includeGherkinDocument: Bool
  /// Emit the `pickle` messages of each file.
  public var includePickles: Bool
  /// Use ids "0", "1", ... instead of UUIDs.
  public var predictableIds: Bool
  /// The language of files without a `# language:` header.
  public var defaultLanguage: String

  /// Creates options; by default everything is emitted, with UUID ids, in English.
  public init(
    includeSource: Bool = true, includeGherkinDocument: Bool = true, includePickles: Bool = true,
    predictableIds: Bool = false, defaultLanguage: String = "en"
  ) {
    self.includeSource = includeSource
    self.includeGherkinDocument = includeGherkinDocument
    self.includePickles = includePickles
    self.predictableIds = predictableIds
    self.defaultLanguage = defaultLanguage
  }
}

/// Turns Gherkin files into the NDJSON message stream of the reference `gherkin` CLIs, one file
/// at a time: memory stays bounded by the largest file, not the number of files.
public struct GherkinStream {
  /// The options.
  public let options: GherkinStreamOptions
  /// The id source shared by every file of the stream.
  public let ids: IdGenerator
  private let writer = JSONWriter(capacity: 1 << 16)
  /// How many files, pickles and parse errors the stream has written so far.
  public private(set) var statistics = Statistics()

  /// Running totals of a stream.
  public struct Statistics: Sendable, Equatable {
    /// Files written (readable or not).
    public var files = 0
    /// Source bytes read.
    public var bytes = 0
    /// Pickles written.
    public var pickles = 0
    /// Parse errors written.
    public var errors = 0
  }

  /// Creates a stream; `ids` defaults to a generator matching `options.predictableIds`.
  public init(options: GherkinStreamOptions = GherkinStreamOptions(), ids: IdGenerator? = nil) {
    self.options = options
    self.ids = ids ?? IdGenerator(predictable: options.predictableIds)
  }

  /// Writes the messages of every file in `paths` (each path is its file's uri) to `sink`.
  public mutating func write<Sink: MessageSink>(paths: [String], to sink: inout Sink) {
    for path in paths {
      switch InputChecks.read(path: path) {
      case .success(let bytes): write(bytes: bytes, uri: path, to: &sink)
      case .failure(let failure):
        statistics.files += 1
        emit(errors: failure.errors, to: &sink)
      }
    }
  }

  /// Writes the messages of one source, given as UTF-8 bytes, to `sink`.
  public mutating func write<Sink: MessageSink>(
    bytes: [UInt8], uri: String, mediaType: String? = nil, to sink: inout Sink
  ) {
    writer.removeAll()
    statistics.files += 1
    statistics.bytes += bytes.count
    defer { flush(to: &sink) }
    if let error = InputChecks.invalidUTF8(bytes, uri: uri) {
      statistics.errors += 1
      envelope(.parseError(error))
      return
    }
    let mediaType = mediaType ?? Source.mediaType(forPath: uri)
    if options.includeSource {
      writeSource(bytes: bytes, uri: uri, mediaType: mediaType)
    }
    guard options.includeGherkinDocument || options.includePickles else { return }
    let outcome = GherkinParser.parseDocument(
      bytes: bytes, uri: uri, ids: ids, mediaType: mediaType,
      defaultLanguage: options.defaultLanguage)
    switch outcome {
    case .failure(let failure):
      statistics.errors += failure.errors.count
      for error in failure.errors { envelope(.parseError(error)) }
    case .success(let document):
      if options.includeGherkinDocument { envelope(.gherkinDocument(document)) }
      if options.includePickles {
        PickleCompiler(ids: ids).compile(document, uri: uri) { pickle in
          statistics.pickles += 1
          envelope(.pickle(pickle))
        }
      }
    }
  }

  private mutating func emit<Sink: MessageSink>(errors: [ParseError], to sink: inout Sink) {
    writer.removeAll()
    statistics.errors += errors.count
    for error in errors { envelope(.parseError(error)) }
    flush(to: &sink)
  }

  private mutating func envelope(_ envelope: GherkinEnvelope) {
    envelope.write(to: writer)
    writer.newline()
  }

  /// Writes the source envelope straight from the bytes, without building a `String`.
  private mutating func writeSource(bytes: [UInt8], uri: String, mediaType: String) {
    writer.beginObject()
    writer.key("source")
    writer.beginObject()
    writer.field("uri", uri)
    writer.key("data")
    writer.string(utf8: bytes)
    writer.field("mediaType", mediaType)
    writer.endObject()
    writer.endObject()
    writer.newline()
  }

  private mutating func flush<Sink: MessageSink>(to sink: inout Sink) {
    writer.withBytes { sink.write($0) }
    writer.removeAll()
  }
}
