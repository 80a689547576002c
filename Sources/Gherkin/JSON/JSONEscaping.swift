/// Byte-level helpers of ``JSONWriter``: string escaping and integer formatting.
enum JSONEscaping {
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Appends `text` as a quoted, escaped JSON string.
  static func append(quoted text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
    bytes.reserve(text.count + 2)
    bytes.appendUnchecked(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    let count = text.count
    guard let base = text.baseAddress else {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    while index < count {
      // Skip eight plain bytes at a time: no control character, quote or backslash.
      while index + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        if needsEscape(word) { break }
        index += 8
      }
      guard index < count else { break }
      let byte = base[index]
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      if runStart < index {
        bytes.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
      }
      appendEscape(byte, to: bytes)
      index += 1
      runStart = index
    }
    if runStart < count {
      bytes.reserve(count - runStart + 1)
      bytes.appendUnchecked(base + runStart, count: count - runStart)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether any of the eight bytes of `word` is below 0x20, `"` or `\`.
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word & highs
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let quote = (quotes &- ones) & ~quotes & highs
    let backslash = (backslashes &- ones) & ~backslashes & highs
    return (control | quote | backslash) != 0
  }

  private static func appendEscape(_ byte: UInt8, to bytes: ByteBuffer) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    default:
      bytes.append(UInt8(ascii: "u"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(hexDigits[Int(byte >> 4)])
      bytes.append(hexDigits[Int(byte & 0x0F)])
    }
  }

  /// Appends the decimal digits of `value`.
  static func append(integer value: Int, to bytes: ByteBuffer) {
    if value >= 0 && value < 10 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor <= magnitude / 10 { divisor *= 10 }
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }
}
