/// Splits a source into line tokens, like the reference scanner: lines end at `\n` or `\r\n`,
/// and a last line holding only whitespace is dropped. `bytes` must outlive the scanner's tokens'
/// use (the parser scans inside `withUnsafeBufferPointer`).
struct TokenScanner {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var lineNumber = 0
  private let lineCount: Int

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    var newlines = 0
    var lastNewline = -1
    for index in bytes.indices where bytes[index] == 0x0A {
      newlines += 1
      lastNewline = index
    }
    let lastLine = GherkinLine(
      bytes: bytes, start: lastNewline + 1, end: bytes.count, lineNumber: newlines + 1)
    lineCount = lastLine.isEmpty ? newlines : newlines + 1
  }

  /// The next line's token, or the end-of-file token (repeatedly) after the last line.
  mutating func read() -> Token {
    lineNumber += 1
    guard lineNumber <= lineCount else { return Token(line: nil, lineNumber: lineNumber) }
    let start = position
    var end = start
    let count = bytes.count
    while end < count && bytes[end] != 0x0A { end += 1 }
    position = end + 1
    if end > start && bytes[end - 1] == 0x0D { end -= 1 }
    let line = GherkinLine(bytes: bytes, start: start, end: end, lineNumber: lineNumber)
    return Token(line: line, lineNumber: lineNumber)
  }
}
