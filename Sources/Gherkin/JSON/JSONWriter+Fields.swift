extension JSONWriter {
  /// Writes `"name":"value"`.
  package func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// Writes `"name":value`.
  package func field(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  /// Writes `"name":"value"`, or nothing when `value` is nil.
  package func field(_ name: StaticString, _ value: String?) {
    guard let value else { return }
    field(name, value)
  }

  /// Writes `"name":value`, or nothing when `value` is nil.
  package func field(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    field(name, value)
  }

  /// Writes `"name":{"line":..,"column":..}`: locations are in almost every message.
  package func field(_ name: StaticString, _ value: Location) {
    key(name)
    location(line: value.line, column: value.column)
  }

  /// Writes `"name":value` for a message, or nothing when `value` is nil.
  package func field<T: JSONWritable>(_ name: StaticString, _ value: T?) {
    guard let value else { return }
    key(name)
    value.write(to: self)
  }

  /// Writes `"name":[...]` for a list of messages.
  package func field<T: JSONWritable>(_ name: StaticString, _ values: [T]) {
    key(name)
    beginArray()
    for value in values { value.write(to: self) }
    endArray()
  }

  /// Writes `"name":["a","b"]`.
  package func field(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// Writes `"name":"id"`, the id as ``id(_:)`` writes it.
  func idField(_ name: StaticString, _ value: String) {
    key(name)
    id(value)
  }

  /// Writes `"name":["id","id"]`, the ids as ``id(_:)`` writes them.
  func idsField(_ name: StaticString, _ values: [String]) {
    key(name)
    beginArray()
    for value in values { id(value) }
    endArray()
  }

  /// Writes `{...}` around the members that `body` writes.
  package func object(_ body: (JSONWriter) -> Void) {
    beginObject()
    body(self)
    endObject()
  }
}

/// A value that can write itself as JSON.
package protocol JSONWritable {
  /// Writes this value as one JSON value.
  func write(to writer: JSONWriter)
}

extension JSONWritable {
  /// This value as JSON text.
  package var jsonString: String {
    let writer = JSONWriter(capacity: 256)
    write(to: writer)
    return writer.withBytes { String(decoding: $0, as: UTF8.self) }
  }
}
