import Foundation

/// Where NDJSON message bytes go: standard output, a buffer, or nowhere.
public protocol MessageSink {
  /// Takes the next chunk of NDJSON (whole lines).
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// Writes messages to standard output; after a write fails (a full disk, a closed pipe) it keeps
/// the reason and drops the rest.
public struct StandardOutputSink: MessageSink {
  /// Why writing to standard output failed ("No space left on device"), `nil` while it works.
  public private(set) var failure: String?

  /// Creates the sink.
  public init() {}

  /// Writes `bytes` to standard output.
  public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failure == nil else { return }
    failure = DescriptorWriter.standardOutput.write(UnsafeRawBufferPointer(bytes))?.reason
  }
}

/// Keeps every message byte in memory (for tests and embedding).
public struct BufferSink: MessageSink {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty sink.
  public init() {}

  /// Appends `bytes`.
  public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes.append(contentsOf: bytes)
  }

  /// The bytes as text.
  public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Counts message bytes and drops them (for benchmarks).
public struct DiscardingSink: MessageSink {
  /// The number of bytes written so far.
  public private(set) var byteCount = 0

  /// Creates the sink.
  public init() {}

  /// Counts `bytes`.
  public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) { byteCount += bytes.count }
}
