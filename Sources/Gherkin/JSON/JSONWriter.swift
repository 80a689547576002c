/// A fast, append-only JSON writer on a byte buffer, for NDJSON Cucumber Messages.
///
/// Commas are inserted automatically: call ``key(_:)`` before each object member's value, and
/// write values in order. Strings are escaped like JavaScript's `JSON.stringify` (the reference
/// output): `"`, `\`, and control characters are escaped; other characters are written as UTF-8.
/// The writer is a reference type: it owns one growing buffer, reused after ``removeAll()``.
package final class JSONWriter {
  private let buffer: ByteBuffer
  private var needsComma = false
  /// When set, every id is a decimal number written as its UUID under this key (see
  /// ``IdGenerator/deferredUUIDs()``).
  var uuidKey: RandomUUIDs.Key?
  /// Added to every numbered id: the first id of a file whose ids were numbered from 0 apart
  /// from the others (see ``GherkinStream``).
  var idOffset = 0

  /// Creates a writer, reserving `capacity` bytes.
  package init(capacity: Int = 4096) {
    buffer = ByteBuffer(capacity: capacity)
  }

  /// The JSON written so far.
  package var bytes: [UInt8] { Array(buffer.buffer) }

  /// Calls `body` with the JSON written so far, without copying it.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    try body(buffer.buffer)
  }

  /// The number of bytes written so far.
  package var count: Int { buffer.count }

  /// Drops the written bytes, keeping the buffer's capacity.
  package func removeAll() {
    buffer.removeAll()
    needsComma = false
  }

  @inline(__always)
  private func separate() {
    if needsComma { buffer.append(UInt8(ascii: ",")) }
  }

  /// Opens an object `{`.
  package func beginObject() {
    separate()
    buffer.append(UInt8(ascii: "{"))
    needsComma = false
  }

  /// Closes the innermost object `}`.
  package func endObject() {
    buffer.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// Opens an array `[`.
  package func beginArray() {
    separate()
    buffer.append(UInt8(ascii: "["))
    needsComma = false
  }

  /// Closes the innermost array `]`.
  package func endArray() {
    buffer.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes an object member name; `name` must not need escaping.
  package func key(_ name: StaticString) {
    buffer.appendKey(name.utf8Start, count: name.utf8CodeUnitCount, comma: needsComma)
    needsComma = false
  }

  /// Writes an object member name of any text.
  package func key(_ name: String) {
    string(name)
    buffer.append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// Writes a string value.
  package func string(_ value: String) {
    separate()
    value.withUTF8Bytes { JSONEscaping.append(quoted: $0, to: buffer) }
    needsComma = true
  }

  /// Writes one string value made of the pieces that `body` passes to its `append`, escaped.
  ///
  /// When `body` returns false, what it appended is taken back and nothing is written.
  @discardableResult
  func string(
    pieces body: (_ append: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool
  ) -> Bool {
    let (mark, hadComma) = (buffer.count, needsComma)
    separate()
    buffer.append(UInt8(ascii: "\""))
    guard body({ JSONEscaping.append(escaped: $0, to: buffer) }) else {
      buffer.truncate(to: mark)
      needsComma = hadComma
      return false
    }
    buffer.append(UInt8(ascii: "\""))
    needsComma = true
    return true
  }

  /// Writes a string value given as valid UTF-8 bytes.
  package func string(utf8 value: [UInt8]) {
    separate()
    value.withUnsafeBufferPointer { JSONEscaping.append(quoted: $0, to: buffer) }
    needsComma = true
  }

  /// Writes the decimal digits of a non-negative `value` as a string value, like a predictable id.
  func string(decimal value: Int) {
    separate()
    buffer.append(UInt8(ascii: "\""))
    buffer.append(integer: value)
    buffer.append(UInt8(ascii: "\""))
    needsComma = true
  }

  /// Writes an id: as it is, or, for a decimal number, as the number plus ``idOffset``, in
  /// decimal or as its UUID under ``uuidKey``.
  func id(_ value: String) {
    if uuidKey == nil && idOffset == 0 { return string(value) }
    let number = value.withUTF8Bytes { Self.decimalValue($0) }
    guard let number else { return string(value) }
    id(number: number)
  }

  /// Writes the id numbered `value` plus ``idOffset``: its decimal digits, or its UUID under
  /// ``uuidKey``.
  func id(number value: Int) {
    guard let uuidKey else { return string(decimal: value &+ idOffset) }
    id(number: value &+ idOffset, key: uuidKey)
  }

  @inline(__always)
  private func id(number: Int, key: RandomUUIDs.Key) {
    separate()
    buffer.reserve(38)
    buffer.appendUnchecked(UInt8(ascii: "\""))
    buffer.appendUnchecked(count: 36) { RandomUUIDs.write(number: number, key: key, to: $0) }
    buffer.appendUnchecked(UInt8(ascii: "\""))
    needsComma = true
  }

  /// The value of a non-empty run of at most 18 decimal digits, or nil.
  @inline(__always)
  private static func decimalValue(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// Writes a location object, `{"line":..,"column":..}`, in a few appends.
  func location(line: Int, column: Int?) {
    separate()
    buffer.append(Self.lineKey)
    buffer.append(integer: line)
    if let column {
      buffer.append(Self.columnKey)
      buffer.append(integer: column)
    }
    buffer.append(UInt8(ascii: "}"))
    needsComma = true
  }

  private static let lineKey: [UInt8] = Array(#"{"line":"#.utf8)
  private static let columnKey: [UInt8] = Array(#","column":"#.utf8)

  /// Writes an integer value.
  package func number(_ value: Int) {
    separate()
    buffer.append(integer: value)
    needsComma = true
  }

  /// Writes a floating-point value (`null` when not finite, like `JSON.stringify`).
  package func number(_ value: Double) {
    guard value.isFinite else { return null() }
    if value == value.rounded(.towardZero), abs(value) < 1e15 { return number(Int(value)) }
    raw("\(value)")
  }

  /// Writes `true` or `false`.
  package func bool(_ value: Bool) { raw(value ? "true" : "false") }

  /// Writes `null`.
  package func null() { raw("null") }

  private func raw(_ text: String) {
    separate()
    buffer.append(Array(text.utf8))
    needsComma = true
  }

  /// Appends a newline, ending one NDJSON record.
  package func newline() {
    buffer.append(UInt8(ascii: "\n"))
    needsComma = false
  }
}
