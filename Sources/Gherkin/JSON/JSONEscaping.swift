/// Byte-level helpers of ``JSONWriter``: string escaping and integer formatting.
enum JSONEscaping {
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Appends `text` as a quoted, escaped JSON string.
  static func append(quoted text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var runStart = 0
    var index = 0
    let count = text.count
    while index < count {
      let byte = text[index]
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      if runStart < index {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
      }
      appendEscape(byte, to: &bytes)
      index += 1
      runStart = index
    }
    if runStart < count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<count]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
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
      bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
      bytes.append(hexDigits[Int(byte >> 4)])
      bytes.append(hexDigits[Int(byte & 0x0F)])
    }
  }

  /// Appends the decimal digits of `value`.
  static func append(integer value: Int, to bytes: inout [UInt8]) {
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
