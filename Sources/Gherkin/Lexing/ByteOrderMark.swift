/// The UTF-8 byte-order mark (`EF BB BF`, U+FEFF) that some editors put at the start of a file.
///
/// It is removed before anything else, as the official Java parser does (`EncodingParser`) and as
/// .NET's `File.ReadAllText` does for its CLI: the `source` message's `data` does not hold it, and
/// the first line's columns count from the character after it (`Feature:` at column 1). The
/// official C, Python and Go parsers keep it and fail on the first line ("expected: #EOF, …, got
/// '\u{FEFF}Feature: …'"); the JavaScript one trims it as whitespace (`Feature:` at column 2).
/// This parser does not follow C and Python here: a file saved with a byte-order mark stays
/// runnable, as the Java parser keeps it.
enum ByteOrderMark {
  /// The three bytes of the mark.
  static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `source` without a leading byte-order mark (unchanged, without copying, when it has none).
  static func removed(from source: [UInt8]) -> [UInt8] {
    guard source.starts(with: bytes) else { return source }
    return Array(source.dropFirst(bytes.count))
  }
}
