import Foundation

/// Turns Gherkin files into the NDJSON message stream of the reference `gherkin` CLIs, one file
/// at a time: memory stays bounded by a few files, not by the number of files.
///
/// For a list of paths, background threads (one per processor, up to four) read and parse files
/// while the calling thread compiles and encodes the files' messages in order and hands them to
/// the sink. With numbered ids (predictable ones, and the UUIDs the writer makes from numbers),
/// each file numbers its ids from 0 and the writer shifts them by the ids of the files before
/// it, so that the output is that of a sequential run; otherwise one thread parses the files in
/// turn from the shared generator.
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
    guard !paths.isEmpty else { return }
    let (options, ids) = (self.options, self.ids)
    // Numbered ids (`take` answers) let files be parsed apart and out of order.
    let numbered = ids.take(0) != nil
    let workers = numbered ? min(Self.parsingThreads, paths.count) : 1
    let queue = ParseQueue(count: paths.count, workers: workers, window: 4 * workers)
    for worker in 0..<workers {
      Thread {
        while let index = queue.next() {
          let file =
            numbered
            ? ParsedFile.loadNumberedFromZero(path: paths[index], options: options)
            : ParsedFile.load(path: paths[index], options: options, ids: ids)
          queue.put(file, at: index, parsedBy: worker)
          queue.freeWritten(parsedBy: worker)
        }
      }.start()
    }
    for index in paths.indices {
      let (file, worker) = queue.take(at: index)
      write(file, to: &sink)
      queue.written(file, parsedBy: worker)
    }
  }

  /// The number of parsing threads: one per processor, at most four.
  private static var parsingThreads: Int {
    min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
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
    // A file numbered from 0 takes its place in the run's numbering now, in file order.
    writer.idOffset = file.idCount.flatMap { ids.take($0) } ?? 0
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

/// The files between the parsing threads and the writing thread: parsing threads take the next
/// index (at most `window` ahead of the writer, so memory stays bounded), put the parsed file in
/// its slot, and free the files the writer is done with; the writer takes the files in order.
///
/// Written files go back to the thread that parsed them, which frees them: memory is then
/// released on the thread that allocated it, without contending for the allocator's locks.
///
/// It waits on an `NSCondition` (a POSIX mutex and condition variable), which ThreadSanitizer
/// understands.
private final class ParseQueue: @unchecked Sendable {
  // Every access to the stored properties holds `condition`'s lock.
  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var nextIndex = 0
  private var taken = 0
  private var slots: [Int: (file: ParsedFile, worker: Int)] = [:]
  private var written: [[ParsedFile]]

  init(count: Int, workers: Int, window: Int) {
    self.count = count
    self.window = max(window, 1)
    written = Array(repeating: [], count: workers)
  }

  /// The next index to parse, waiting while the writer is `window` files behind; nil at the end.
  func next() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextIndex < count && nextIndex >= taken + window { condition.wait() }
    guard nextIndex < count else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }

  func put(_ file: ParsedFile, at index: Int, parsedBy worker: Int) {
    condition.lock()
    defer { condition.unlock() }
    slots[index] = (file, worker)
    condition.broadcast()
  }

  /// The file at `index` and the thread that parsed it, waiting until it is parsed.
  func take(at index: Int) -> (file: ParsedFile, worker: Int) {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let slot = slots.removeValue(forKey: index) {
        taken = index + 1
        condition.broadcast()
        return slot
      }
      condition.wait()
    }
  }

  func written(_ file: ParsedFile, parsedBy worker: Int) {
    condition.lock()
    defer { condition.unlock() }
    written[worker].append(file)
  }

  /// Frees, on the calling thread, the written files that `worker` parsed.
  func freeWritten(parsedBy worker: Int) {
    var files: [ParsedFile] = []
    condition.lock()
    swap(&written[worker], &files)
    condition.unlock()
    files.removeAll()
  }
}
