/// Byte-level helpers of ``JSONWriter``: string escaping.
enum JSONEscaping {
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// Appends `text` as a quoted, escaped JSON string.
  static func append(quoted text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
    // Room for a whole word even for short strings, which are written as one word.
    bytes.reserve(max(text.count, 8) &+ 2)
    bytes.appendUnchecked(UInt8(ascii: "\""))
    appendEscapedReserved(text, to: bytes)
    bytes.appendUnchecked(UInt8(ascii: "\""))
  }

  /// Appends `text` escaped, without quotes: a piece of a longer JSON string.
  static func append(escaped text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
    bytes.reserve(max(text.count, 8) &+ 1)
    appendEscapedReserved(text, to: bytes)
  }

  /// Appends `text` escaped; the buffer must have room for `max(text.count, 8) + 1` bytes.
  ///
  /// Plain runs are scanned and copied eight bytes at a time. The buffer keeps room for the
  /// rest of `text` plus one byte (a closing quote): reserved by the caller, and again after
  /// each escape.
  private static func appendEscapedReserved(
    _ text: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer
  ) {
    let count = text.count
    guard let base = text.baseAddress else { return }
    if count < 8, let word = shortWord(base, count: count) {
      bytes.appendUnchecked(word: word, keeping: count)
      return
    }
    var index = 0
    while index < count {
      while index &+ 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let escapes = escapeMask(word)
        guard escapes == 0 else {
          // Copy the plain bytes before the first one to escape, then escape that one.
          let plain = escapes.trailingZeroBitCount / 8
          bytes.appendUnchecked(word: word, keeping: plain)
          index &+= plain
          break
        }
        bytes.appendUnchecked(word: word)
        index &+= 8
      }
      let rest = count &- index
      guard rest > 0 else { break }
      if rest < 8 && count >= 8 {
        // The last eight bytes, overlapping bytes already copied: when none needs escaping,
        // the overlapped ones were copied as they are, so rewriting them is harmless.
        let word = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
        if !needsEscape(word) {
          bytes.appendUnchecked(word: word, overlapping: 8 &- rest)
          break
        }
      }
      let byte = base[index]
      index &+= 1
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        bytes.appendUnchecked(byte)
      } else {
        appendEscape(byte, to: bytes)
        bytes.reserve(max(count &- index, 8) &+ 1)
      }
    }
  }

  /// The `count` (< 8) bytes at `base` padded with spaces into one word, or nil when one of
  /// them needs escaping.
  @inline(__always)
  private static func shortWord(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64? {
    var word: UInt64 = 0x2020_2020_2020_2020
    withUnsafeMutableBytes(of: &word) { raw in
      for offset in 0..<count { raw[offset] = base[offset] }
    }
    return needsEscape(word) ? nil : word
  }

  /// Whether any of the eight bytes of `word` is below 0x20, `"` or `\`.
  @inline(__always)
  private static func needsEscape(_ word: UInt64) -> Bool {
    escapeMask(word) != 0
  }

  /// The high bit of each byte of `word` (loaded little-endian) that is below 0x20, `"` or `\`;
  /// exact up to the first such byte, which is all its callers rely on (borrows may flag bytes
  /// after it).
  @inline(__always)
  private static func escapeMask(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word & highs
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let quote = (quotes &- ones) & ~quotes & highs
    let backslash = (backslashes &- ones) & ~backslashes & highs
    return control | quote | backslash
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
}
