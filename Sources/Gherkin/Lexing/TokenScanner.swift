import Foundation

/// Splits a source into line tokens, like the reference scanner: lines end at `\n` or `\r\n`,
/// and a last line holding only whitespace is dropped. `bytes` must outlive the scanner's tokens'
/// use (the parser scans inside `withUnsafeBufferPointer`).
struct TokenScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var lineNumber = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next line's token, or the end-of-file token (repeatedly) after the last line.
  mutating func read() -> Token {
    lineNumber += 1
    let count = bytes.count
    guard position <= count else { return Token(line: nil, lineNumber: lineNumber) }
    let start = position
    var end = count
    if let base = bytes.baseAddress, start < count,
      let newline = memchr(base + start, 0x0A, count - start)
    {
      end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
    }
    let isLast = end == count
    var lineEnd = end
    if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
    let line = GherkinLine(bytes: bytes, start: start, end: lineEnd, lineNumber: lineNumber)
    if isLast && line.isEmpty {
      // The text after the last newline is only whitespace: no line.
      position = count + 1
      return Token(line: nil, lineNumber: lineNumber)
    }
    position = end + 1
    return Token(line: line, lineNumber: lineNumber)
  }
}
