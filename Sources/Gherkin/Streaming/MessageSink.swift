import Foundation

/// Where NDJSON message bytes go: standard output, a buffer, or nowhere.
public protocol MessageSink {
  /// Takes the next chunk of NDJSON (whole lines).
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// Writes messages to standard output.
public struct StandardOutputSink: MessageSink {
  /// Creates the sink.
  public init() {}

  /// Writes `bytes` to standard output.
  public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !bytes.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer: bytes))
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
