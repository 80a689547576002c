import Foundation

/// A JSON value as a configuration file holds it, read with `JSONDecoder`, so that a boolean, a
/// number and a string stay apart.
enum JSONValue: Decodable, Equatable {
  case boolean(Bool)
  /// A number, as text: `2`, `2.5`.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])
  case null

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let boolean = try? container.decode(Bool.self) {
      self = .boolean(boolean)
    } else if let integer = try? container.decode(Int.self) {
      self = .number(String(integer))
    } else if let number = try? container.decode(Double.self) {
      self = .number(String(number))
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses `data`.
  /// - Throws: the position and reason of a syntax error, as `3:7: Invalid value`, or just the
  ///   reason when Foundation gives no position.
  static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
    do {
      return try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw JSONSyntaxError(data: data)
    }
  }

  /// What it is, for messages: `a string`, `an array`.
  var kindName: String {
    switch self {
    case .boolean: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    case .null: "null"
    }
  }
}

/// Why some data is not JSON, with the line and column where `JSONSerialization` stopped.
struct JSONSyntaxError: Error, CustomStringConvertible {
  /// The 1-based line and column, when known.
  let position: (line: Int, column: Int)?
  /// What is wrong: `Invalid value`.
  let reason: String

  /// The error that `JSONSerialization` gives for `data`, its character offset made a line and
  /// column.
  init(data: Data) {
    var message = "not valid JSON"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? message
    }
    let marker = " around character "
    guard let range = message.range(of: marker),
      let offset = Int(message[range.upperBound...].prefix(while: \.isNumber))
    else {
      position = nil
      reason = String(message.reversed().drop(while: { $0 == "." }).reversed())
      return
    }
    let before = Array(data.prefix(offset))
    let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    // The offset counts bytes; the column counts characters (Unicode scalars, as the parser's
    // columns do), so that `é` before the error moves it by one.
    let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
    position = (before.count(where: { $0 == UInt8(ascii: "\n") }) + 1, column)
    reason = String(message[..<range.lowerBound])
  }

  var description: String {
    position.map { "\($0.line):\($0.column): \(reason)" } ?? reason
  }
}
