/// A fast, append-only JSON writer on a byte buffer, for NDJSON Cucumber Messages.
///
/// Commas are inserted automatically: call ``key(_:)`` before each object member's value, and
/// write values in order. Strings are escaped like JavaScript's `JSON.stringify` (the reference
/// output): `"`, `\`, and control characters are escaped; other characters are written as UTF-8.
public struct JSONWriter: Sendable {
  /// The JSON written so far.
  public var bytes: [UInt8]
  private var isFirst: [Bool] = []
  private var afterKey = false

  /// Creates a writer, reserving `capacity` bytes.
  public init(capacity: Int = 4096) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// Drops the written bytes, keeping the buffer's capacity.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    isFirst.removeAll(keepingCapacity: true)
    afterKey = false
  }

  private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard let last = isFirst.indices.last else { return }
    if isFirst[last] {
      isFirst[last] = false
    } else {
      bytes.append(UInt8(ascii: ","))
    }
  }

  /// Opens an object `{`.
  public mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    isFirst.append(true)
  }

  /// Closes the innermost object `}`.
  public mutating func endObject() {
    isFirst.removeLast()
    bytes.append(UInt8(ascii: "}"))
  }

  /// Opens an array `[`.
  public mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    isFirst.append(true)
  }

  /// Closes the innermost array `]`.
  public mutating func endArray() {
    isFirst.removeLast()
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an object member name; `name` must not need escaping.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    afterKey = true
  }

  /// Writes an object member name of any text.
  public mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
    afterKey = true
  }

  /// Writes a string value.
  public mutating func string(_ value: String) {
    separate()
    var value = value
    value.withUTF8 { JSONEscaping.append(quoted: $0, to: &bytes) }
  }

  /// Writes a string value given as valid UTF-8 bytes.
  public mutating func string(utf8 value: [UInt8]) {
    separate()
    value.withUnsafeBufferPointer { JSONEscaping.append(quoted: $0, to: &bytes) }
  }

  /// Writes an integer value.
  public mutating func number(_ value: Int) {
    separate()
    JSONEscaping.append(integer: value, to: &bytes)
  }

  /// Writes a floating-point value (`null` when not finite, like `JSON.stringify`).
  public mutating func number(_ value: Double) {
    separate()
    if value.isFinite {
      if value == value.rounded(.towardZero), abs(value) < 1e15 {
        JSONEscaping.append(integer: Int(value), to: &bytes)
      } else {
        bytes.append(contentsOf: "\(value)".utf8)
      }
    } else {
      bytes.append(contentsOf: "null".utf8)
    }
  }

  /// Writes `true` or `false`.
  public mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    bytes.append(contentsOf: "null".utf8)
  }

  /// Appends a newline, ending one NDJSON record.
  public mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
  }
}

extension JSONWriter {
  /// Writes `"name":"value"`.
  public mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// Writes `"name":value`.
  public mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  /// Writes `"name":"value"`, or nothing when `value` is nil.
  public mutating func field(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    field(name, value)
  }

  /// Writes `"name":value`, or nothing when `value` is nil.
  public mutating func field(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    field(name, value)
  }

  /// Writes `"name":value` for a message, or nothing when `value` is nil.
  public mutating func field<T: JSONWritable>(_ name: StaticString, _ value: T?) {
    guard let value else { return }
    key(name)
    value.write(to: &self)
  }

  /// Writes `"name":[...]` for a list of messages.
  public mutating func field<T: JSONWritable>(_ name: StaticString, _ values: [T]) {
    key(name)
    beginArray()
    for value in values { value.write(to: &self) }
    endArray()
  }

  /// Writes `"name":["a","b"]`.
  public mutating func field(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// Writes `{"name":...}` around the members that `body` writes.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    beginObject()
    body(&self)
    endObject()
  }
}

/// A value that can write itself as JSON.
public protocol JSONWritable {
  /// Writes this value as one JSON value.
  func write(to writer: inout JSONWriter)
}

extension JSONWritable {
  /// This value as JSON text.
  public var jsonString: String {
    var writer = JSONWriter(capacity: 256)
    write(to: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
