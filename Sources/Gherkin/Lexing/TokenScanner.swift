import Foundation

/// Splits a source into line tokens, like the official C and Python scanners: lines end at `\n` or
/// `\r\n`, and the end of the file comes on the line after the last one. A last line without a line
/// break is a line even when it holds only whitespace, so the end of the file is on the next line;
/// nothing after the last line break is no line. (The JavaScript scanner drops a whitespace-only
/// last line, and reports the end of the file one line earlier.) `bytes` must outlive the scanner's tokens'
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
    if isLast && start == count {
      // Nothing after the last line break: no line.
      position = count + 1
      return Token(line: nil, lineNumber: lineNumber)
    }
    position = end + 1
    return Token(line: line, lineNumber: lineNumber)
  }
}
