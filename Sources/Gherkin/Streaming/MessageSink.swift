import Foundation

/// Where NDJSON message bytes go: standard output, a buffer, or nowhere.
package protocol MessageSink {
  /// Takes the next chunk of NDJSON (whole lines).
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// Writes messages to standard output; after a write fails (a full disk, a closed pipe) it keeps
/// the reason and drops the rest.
package struct StandardOutputSink: MessageSink {
  /// Why writing to standard output failed ("No space left on device"), `nil` while it works.
  package private(set) var failure: String?

  /// Creates the sink.
  package init() {}

  /// Writes `bytes` to standard output.
  package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil else { return }
    failure = DescriptorWriter.standardOutput.write(UnsafeRawBufferPointer(bytes))?.reason
  }
}

/// Keeps every message byte in memory (for tests and embedding).
package struct BufferSink: MessageSink {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []

  /// Creates an empty sink.
  package init() {}

  /// Appends `bytes`.
  package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes.append(contentsOf: bytes)
  }

  /// The bytes as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Counts message bytes and drops them (for benchmarks).
package struct DiscardingSink: MessageSink {
  /// The number of bytes written so far.
  package private(set) var byteCount = 0

  /// Creates the sink.
  package init() {}

  /// Counts `bytes`.
  package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { byteCount += bytes.count }
}
