import Foundation
import Gherkin

/// The bytes of a message report's envelopes, gathered and handed on in large blocks: one system
/// call per ``flushSize`` bytes rather than one per envelope.
///
/// The envelopes of the run's events are built here from constant UTF-8 pieces, ids and numbers
/// (see ``append(_:)``, ``append(string:)``, ``append(integer:)``); other values go through a
/// ``JSONWriter`` (``append(json:)``). A full block goes to the output, directly or through an
/// ``EnvelopeWriter``'s queue; so does the last one when ``flush()`` is called at the end of the
/// run, and any when ``flushInterval`` has passed since the last (so that a reader following a long
/// run still sees it move).
final class EnvelopeBuffer {
  /// The bytes gathered before a write.
  static let flushSize = 256 * 1024
  /// The longest time an envelope waits for the next one to be written with it, checked every
  /// ``clockStride`` envelopes.
  static let flushInterval = Duration.milliseconds(200)
  /// How many envelopes end between two looks at the clock.
  static let clockStride = 64

  /// Where full blocks go.
  private enum Sink {
    /// Written at once, on this thread.
    case output(TextOutput)
    /// Handed to the writer's queue.
    case writer(EnvelopeWriter)
  }

  private let sink: Sink
  private var block: ByteBlock
  /// The block's storage and size, kept here for the appends.
  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes gathered.
  private(set) var count = 0
  /// The writer of the values that are not built here, emptied after each.
  private let scratch = JSONWriter(capacity: 4096)
  private let clock = ContinuousClock()
  private var lastFlush: ContinuousClock.Instant
  private var envelopesSinceClock = 0
  /// The last timestamp's seconds, and `{"seconds":…,"nanos":` for them.
  private var timestampSeconds = Int.min
  private var timestampPrefix: [UInt8] = []

  /// A buffer that writes to `output` on this thread.
  convenience init(output: TextOutput) {
    self.init(.output(output), block: ByteBlock(capacity: Self.flushSize * 2))
  }

  /// A buffer that hands its blocks to `writer`.
  convenience init(writer: EnvelopeWriter) {
    self.init(.writer(writer), block: writer.spare(capacity: Self.flushSize * 2))
  }

  private init(_ sink: Sink, block: ByteBlock) {
    self.sink = sink
    self.block = block
    bytes = block.pointer
    capacity = block.capacity
    lastFlush = clock.now
  }

  // MARK: Building

  /// Appends `text` as it is: a constant piece of JSON such as `{"testStepStarted":{"id":`.
  @inline(__always)
  func append(_ text: StaticString) {
    append(raw: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  /// Appends `count` bytes as they are.
  @inline(__always)
  private func append(raw source: UnsafePointer<UInt8>, count length: Int) {
    reserve(length)
    Self.copy(from: source, to: bytes + count, count: length)
    count &+= length
  }

  /// Copies `length` bytes; up to 32, the length of most pieces and ids, as overlapping words
  /// rather than through `memmove`, never touching a byte outside either range.
  @inline(__always)
  private static func copy(
    from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count length: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if length >= 8 && length <= 32 {
      // Words from the start, and one ending at the last byte.
      var offset = 0
      while offset &+ 8 < length {
        to.storeBytes(
          of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
          toByteOffset: offset, as: UInt64.self)
        offset &+= 8
      }
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self),
        toByteOffset: length &- 8, as: UInt64.self)
    } else if length >= 4 && length < 8 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
    } else if length < 4 {
      for offset in 0..<length { target[offset] = source[offset] }
    } else {
      to.copyMemory(from: from, byteCount: length)
    }
  }

  /// Appends `value` as a quoted JSON string. Ids and other plain text are copied as they are;
  /// text with a quote, a backslash or a control character is escaped by ``JSONWriter``.
  func append(string value: String) {
    var value = value
    let plain = value.withUTF8 { text -> Bool in
      guard Self.isPlain(text) else { return false }
      reserve(text.count &+ 2)
      bytes[count] = UInt8(ascii: "\"")
      if let base = text.baseAddress {
        Self.copy(from: base, to: bytes + (count &+ 1), count: text.count)
      }
      bytes[count &+ 1 &+ text.count] = UInt8(ascii: "\"")
      count &+= text.count &+ 2
      return true
    }
    if !plain { append(json: { $0.string(value) }) }
  }

  /// Whether `text` can be written between quotes as it is.
  @inline(__always)
  private static func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in text where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      return false
    }
    return true
  }

  /// Appends the decimal digits of `value`.
  func append(integer value: Int) {
    reserve(21)
    if value < 0 {
      bytes[count] = UInt8(ascii: "-")
      count &+= 1
    }
    var remaining = value.magnitude
    var digits = 1
    var bound: UInt = 10
    while remaining >= bound {
      digits &+= 1
      if digits == 20 { break }
      bound &*= 10
    }
    // Two digits at a time, from the last.
    Self.digitPairs.withUnsafeBufferPointer { table in
      guard let pairs = table.baseAddress else { return }
      var end = bytes + (count &+ digits)
      while remaining >= 100 {
        let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
        remaining /= 100
        end -= 2
        end[0] = pairs[pair]
        end[1] = pairs[pair &+ 1]
      }
      if remaining >= 10 {
        let pair = Int(truncatingIfNeeded: remaining) &* 2
        end[-2] = pairs[pair]
        end[-1] = pairs[pair &+ 1]
      } else {
        end[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining)
      }
    }
    count &+= digits
  }

  /// "00", "01", … "99", one after the other.
  private static let digitPairs: [UInt8] = (0..<100).flatMap { pair in
    [UInt8(ascii: "0") &+ UInt8(pair / 10), UInt8(ascii: "0") &+ UInt8(pair % 10)]
  }

  /// Appends `{"seconds":…,"nanos":…}`, the seconds' digits reused from the last time when they are
  /// the same (they are, for most of the timestamps of a run).
  func append(seconds: Int, nanos: Int) {
    if seconds != timestampSeconds {
      timestampSeconds = seconds
      let start = count
      append(#"{"seconds":"#)
      append(integer: seconds)
      append(#","nanos":"#)
      timestampPrefix = Array(UnsafeBufferPointer(start: bytes + start, count: count &- start))
    } else {
      timestampPrefix.withUnsafeBufferPointer { prefix in
        if let base = prefix.baseAddress { append(raw: base, count: prefix.count) }
      }
    }
    append(integer: nanos)
    append("}")
  }

  /// Appends the JSON that `body` writes with a ``JSONWriter``: the values written by the parser's
  /// and the runner's encodings.
  func append(json body: (JSONWriter) -> Void) {
    body(scratch)
    scratch.withBytes { written in
      if let base = written.baseAddress { append(raw: base, count: written.count) }
    }
    scratch.removeAll()
  }

  @inline(__always)
  private func reserve(_ extra: Int) {
    if count &+ extra > capacity { grow(to: count &+ extra) }
  }

  private func grow(to needed: Int) {
    block.count = count
    block.grow(to: needed)
    bytes = block.pointer
    capacity = block.capacity
  }

  // MARK: Writing

  /// Ends an envelope with a newline; writes the gathered envelopes when they are many, or when
  /// the last write is a while ago.
  func endEnvelope() {
    append("\n")
    if count >= Self.flushSize {
      flush()
      return
    }
    envelopesSinceClock &+= 1
    if envelopesSinceClock >= Self.clockStride {
      envelopesSinceClock = 0
      if clock.now - lastFlush >= Self.flushInterval { flush() }
    }
  }

  /// Hands the gathered envelopes on now.
  func flush() {
    lastFlush = clock.now
    envelopesSinceClock = 0
    guard count > 0 else { return }
    block.count = count
    switch sink {
    case .output(let output):
      output.write(bytes: block.bytes)
    case .writer(let writer):
      writer.write(block)
      block = writer.spare(capacity: Self.flushSize * 2)
      bytes = block.pointer
      capacity = block.capacity
    }
    count = 0
  }
}
