import Foundation

/// Unicode-scalar helpers over UTF-8 bytes: decoding, counting and JavaScript-style whitespace.
enum UTF8Scalars {
  /// The scalar starting at `index` and its length in bytes; assumes valid UTF-8.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    scalar: UInt32, length: Int
  ) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let end = bytes.count
    if lead < 0xE0, index + 1 < end {
      return ((UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F), 2)
    }
    if lead < 0xF0, index + 2 < end {
      let scalar =
        (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
        | UInt32(bytes[index + 2] & 0x3F)
      return (scalar, 3)
    }
    if index + 3 < end {
      let scalar =
        (UInt32(lead & 0x07) << 18) | (UInt32(bytes[index + 1] & 0x3F) << 12)
        | (UInt32(bytes[index + 2] & 0x3F) << 6) | UInt32(bytes[index + 3] & 0x3F)
      return (scalar, 4)
    }
    return (0xFFFD, 1)
  }

  /// Whether `scalar` is whitespace for JavaScript's `\s` and `String.prototype.trim`.
  @inline(__always)
  static func isJSWhitespace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000, 0xFEFF:
      return true
    default:
      return false
    }
  }

  /// The length in bytes of the JS whitespace scalar at `index`, or 0 when it is not whitespace.
  @inline(__always)
  static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
    let (scalar, length) = decode(bytes, at: index)
    return isJSWhitespace(scalar) ? length : 0
  }

  /// The number of Unicode scalars in `bytes[start..<end]`.
  static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int
  {
    var count = 0
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// The byte length of the scalar whose lead byte is `lead` (1 for stray continuation bytes).
  @inline(__always)
  static func byteLength(lead: UInt8) -> Int {
    lead < 0xC0 ? 1 : (lead < 0xE0 ? 2 : (lead < 0xF0 ? 3 : 4))
  }

  /// The number of UTF-16 code units of the scalar whose lead byte is `lead` (0 for continuations).
  @inline(__always)
  static func utf16Width(lead: UInt8) -> Int {
    lead & 0xC0 == 0x80 ? 0 : (lead >= 0xF0 ? 2 : 1)
  }

  /// Whether the UTF-8 of `text` contains `byte`.
  static func contains(_ text: String, byte: UInt8) -> Bool {
    text.withUTF8Bytes { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, Int32(byte), buffer.count) != nil
    }
  }

  /// The offset of the first invalid UTF-8 sequence in `bytes`, or nil when they are valid.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    if bytes.withUnsafeBufferPointer(isValid) { return nil }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }
}

extension String {
  /// Calls `body` with the string's UTF-8 bytes, reading them in place: unlike `withUTF8`, which
  /// needs a mutable copy (a retain and a release of the storage), this borrows the string, and
  /// copies it only when its bytes are not contiguous (a bridged string).
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
    -> Result
  {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
