import Foundation
import Gherkin

/// The bytes of a message report's envelopes, gathered and handed to the output in large writes:
/// one system call per ``flushSize`` bytes rather than one per envelope.
///
/// The envelopes of the run's events are built here from constant UTF-8 pieces, ids and numbers
/// (see ``append(_:)``, ``append(string:)``, ``append(integer:)``); other values go through a
/// ``JSONWriter`` (``append(json:)``). The text reaches the output when the buffer holds
/// ``flushSize`` bytes, when ``flushInterval`` has passed since the last write (so that a reader
/// following a long run still sees it move), and when ``flush()`` is called at the end of the run.
final class EnvelopeBuffer {
  /// The bytes gathered before a write.
  static let flushSize = 256 * 1024
  /// The longest time an envelope waits for the next one to be written with it, checked every
  /// ``clockStride`` envelopes.
  static let flushInterval = Duration.milliseconds(200)
  /// How many envelopes end between two looks at the clock.
  static let clockStride = 64

  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes gathered.
  private(set) var count = 0
  private let output: TextOutput
  /// The writer of the values that are not built here, emptied after each.
  private let scratch = JSONWriter(capacity: 4096)
  private let clock = ContinuousClock()
  private var lastFlush: ContinuousClock.Instant
  private var envelopesSinceClock = 0

  /// A buffer that writes to `output`.
  init(output: TextOutput) {
    self.output = output
    capacity = Self.flushSize * 2
    bytes = .allocate(capacity: capacity)
    lastFlush = clock.now
  }

  deinit { bytes.deallocate() }

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
    (bytes + count).update(from: source, count: length)
    count &+= length
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
        (bytes + (count &+ 1)).update(from: base, count: text.count)
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
    reserve(20)
    if value < 0 { append("-") }
    var remaining = value.magnitude
    var digits = 1
    var probe = remaining
    while probe >= 10 {
      probe /= 10
      digits &+= 1
    }
    var offset = count &+ digits
    count = offset
    repeat {
      offset &-= 1
      bytes[offset] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
    } while offset > count &- digits
  }

  /// Appends `{"seconds":…,"nanos":…}`.
  func append(seconds: Int, nanos: Int) {
    append(#"{"seconds":"#)
    append(integer: seconds)
    append(#","nanos":"#)
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
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBytes.update(from: bytes, count: count)
    bytes.deallocate()
    bytes = newBytes
    capacity = newCapacity
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

  /// Writes the gathered envelopes now.
  func flush() {
    lastFlush = clock.now
    envelopesSinceClock = 0
    guard count > 0 else { return }
    output.write(bytes: UnsafeRawBufferPointer(start: bytes, count: count))
    count = 0
  }
}
