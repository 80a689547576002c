import Foundation
import Gherkin

/// The bytes of a message report's envelopes, gathered and written in large blocks: one system
/// call per ``flushSize`` bytes rather than one per envelope.
///
/// The envelopes of the run's events are built here from constant UTF-8 pieces, ids and numbers
/// (see ``append(_:)``, ``append(string:)``, ``append(integer:)``); other values go through a
/// ``JSONWriter`` (``append(json:)``). A full block goes to the output; so does the last one when
/// ``flush()`` is called at the end of the run, and any when ``flushInterval`` has passed since the
/// last (so that a reader following a long run still sees it move).
final class EnvelopeBuffer {
  /// The bytes gathered before a write.
  static let flushSize = 256 * 1024
  /// The longest time an envelope waits for the next one to be written with it, checked every
  /// ``clockStride`` envelopes.
  static let flushInterval = Duration.milliseconds(200)
  /// How many envelopes end between two looks at the clock.
  static let clockStride = 64

  private let output: TextOutput
  /// The bytes gathered.
  private let block: ByteBuffer
  /// The writer of the values that are not built here, emptied after each.
  private let scratch = JSONWriter(capacity: 4096)
  private let clock = ContinuousClock()
  private var lastFlush: ContinuousClock.Instant
  private var envelopesSinceClock = 0
  /// The last timestamp's seconds, and `{"seconds":…,"nanos":` for them.
  private var timestampSeconds = Int.min
  private var timestampPrefix: [UInt8] = []

  /// A buffer that writes to `output`.
  init(output: TextOutput) {
    self.output = output
    block = ByteBuffer(capacity: Self.flushSize * 2)
    lastFlush = clock.now
  }

  /// The number of bytes gathered.
  var count: Int { block.count }

  // MARK: Building

  /// Appends `text` as it is: a constant piece of JSON such as `{"testStepStarted":{"id":`.
  @inline(__always)
  func append(_ text: StaticString) {
    append(raw: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  /// Appends `count` bytes as they are.
  @inline(__always)
  private func append(raw source: UnsafePointer<UInt8>, count length: Int) {
    block.reserve(length)
    block.appendUnchecked(source, count: length)
  }

  /// Appends `value` as a quoted JSON string. Ids and other plain text are copied as they are;
  /// text with a quote, a backslash or a control character is escaped by ``JSONWriter``.
  func append(string value: String) {
    var value = value
    let plain = value.withUTF8 { text -> Bool in
      guard Self.isPlain(text) else { return false }
      block.reserve(text.count &+ 2)
      block.appendUnchecked(UInt8(ascii: "\""))
      if let base = text.baseAddress { block.appendUnchecked(base, count: text.count) }
      block.appendUnchecked(UInt8(ascii: "\""))
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
  @inline(__always)
  func append(integer value: Int) { block.append(integer: value) }

  /// Appends `{"seconds":…,"nanos":…}`, the seconds' digits reused from the last time when they are
  /// the same (they are, for most of the timestamps of a run).
  func append(seconds: Int, nanos: Int) {
    if seconds != timestampSeconds {
      timestampSeconds = seconds
      let start = count
      append(#"{"seconds":"#)
      append(integer: seconds)
      append(#","nanos":"#)
      timestampPrefix = Array(
        UnsafeBufferPointer(start: block.pointer + start, count: count &- start))
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
    output.write(bytes: UnsafeRawBufferPointer(block.buffer))
    block.removeAll()
  }
}
