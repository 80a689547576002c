import Foundation
import Synchronization

/// Turns Gherkin files into the NDJSON message stream of the reference `gherkin` CLIs, one file
/// at a time: memory stays bounded by a few files, not by the number of files.
///
/// For a list of paths, one background thread reads and parses files (reserving ids in file
/// order, so predictable ids match a sequential run) while the calling thread compiles and
/// encodes the previous files' messages and hands them to the sink.
package struct GherkinStream {
  /// The options.
  package let options: GherkinStreamOptions
  /// The id source shared by every file of the stream.
  package let ids: IdGenerator
  private let writer = JSONWriter(capacity: 1 << 16)
  /// How many files, pickles and parse errors the stream has written so far.
  package private(set) var statistics = GherkinStreamStatistics()

  /// Creates a stream; `ids` defaults to a generator matching `options.predictableIds`.
  package init(options: GherkinStreamOptions = GherkinStreamOptions(), ids: IdGenerator? = nil) {
    self.options = options
    // Random UUIDs are drawn as numbers and written as UUIDs by the writer: see
    // ``IdGenerator/deferredUUIDs()``.
    let ids = ids ?? (options.predictableIds ? .incrementing() : .deferredUUIDs())
    self.ids = ids
    writer.uuidKey = ids.uuidKey
  }

  /// Writes the messages of every file in `paths` (each path is its file's uri) to `sink`.
  package mutating func write<Sink: MessageSink>(paths: [String], to sink: inout Sink) {
    let channel = BoundedChannel<ParsedFile>(capacity: 4)
    // Written files go back to the parsing thread, which frees them: memory is then released on
    // the thread that allocated it, without contending for the allocator's locks.
    let written = WrittenFiles()
    let (options, ids) = (self.options, self.ids)
    let producer = Thread {
      for path in paths {
        let file = ParsedFile.load(path: path, options: options, ids: ids)
        channel.send(file)
        written.free()
      }
      channel.finish()
    }
    producer.start()
    while let file = channel.receive() {
      write(file, to: &sink)
      written.add(file)
    }
  }

  /// Writes the messages of one source, given as UTF-8 bytes, to `sink`.
  package mutating func write<Sink: MessageSink>(
    bytes: [UInt8], uri: String, mediaType: String? = nil, to sink: inout Sink
  ) {
    let file = ParsedFile.parse(
      bytes: bytes, uri: uri, mediaType: mediaType ?? Source.mediaType(forPath: uri),
      options: options, ids: ids)
    write(file, to: &sink)
  }

  private mutating func write<Sink: MessageSink>(_ file: ParsedFile, to sink: inout Sink) {
    writer.removeAll()
    statistics.files += 1
    statistics.bytes += file.bytes?.count ?? 0
    statistics.errors += file.errors.count
    if let bytes = file.bytes, options.includeSource {
      writeSource(bytes: bytes, uri: file.uri, mediaType: file.mediaType)
    }
    for error in file.errors { envelope(.parseError(error)) }
    if let document = file.document, options.includeGherkinDocument {
      envelope(.gherkinDocument(document))
    }
    if let document = file.document, let pickleIds = file.pickleIds {
      var stepIds: [String] = []
      PickleCompiler.drafts(of: document, uri: file.uri) { draft in
        statistics.pickles += 1
        draft.writeEnvelope(to: writer, ids: pickleIds, stepIds: &stepIds)
        writer.newline()
      }
    }
    writer.withBytes { sink.write($0) }
    writer.removeAll()
  }

  private func envelope(_ envelope: GherkinEnvelope) {
    envelope.write(to: writer)
    writer.newline()
  }

  /// Writes the source envelope straight from the bytes, without building a `String`.
  private func writeSource(bytes: [UInt8], uri: String, mediaType: String) {
    writer.beginObject()
    writer.key("source" as StaticString)
    writer.beginObject()
    writer.field("uri", uri)
    writer.key("data" as StaticString)
    writer.string(utf8: bytes)
    writer.field("mediaType", mediaType)
    writer.endObject()
    writer.endObject()
    writer.newline()
  }
}

/// Running totals of a ``GherkinStream``.
package struct GherkinStreamStatistics: Sendable, Equatable {
  /// Files written (readable or not).
  package var files = 0
  /// Source bytes read.
  package var bytes = 0
  /// Pickles written.
  package var pickles = 0
  /// Parse errors written.
  package var errors = 0
}

/// The files the writing thread is done with, waiting for the parsing thread to free them.
private final class WrittenFiles: Sendable {
  private let files = Mutex<[ParsedFile]>([])

  func add(_ file: ParsedFile) {
    files.withLock { $0.append(file) }
  }

  /// Frees the files added so far, on the calling thread.
  func free() {
    var taken: [ParsedFile] = []
    files.withLock { swap(&$0, &taken) }
  }
}
