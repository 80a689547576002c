import Foundation

/// Where NDJSON message bytes go: standard output, a buffer, or nowhere.
package protocol MessageSink {
  /// Takes the next chunk of NDJSON (whole lines).
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
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
