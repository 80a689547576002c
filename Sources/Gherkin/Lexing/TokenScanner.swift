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
  /// The tokens made so far, oldest first from `recycleCursor` on: a token that nothing else
  /// refers to any more (its rule was built into the AST and its node recycled) is reused for
  /// a later line instead of freeing one object and allocating another.
  private var issued: [Token] = []
  private var recycleCursor = 0
  /// How many issued tokens a line looks at for a free one before it makes a new one.
  private static var recycleTries: Int { 8 }

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next line's token, or the end-of-file token (repeatedly) after the last line.
  mutating func read() -> Token {
    lineNumber += 1
    let count = bytes.count
    guard position <= count else { return token(line: nil) }
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
      return token(line: nil)
    }
    position = end + 1
    return token(line: line)
  }

  /// A token for `line` at the current line number: a free one reused, or a new one.
  ///
  /// It looks at up to ``recycleTries`` issued tokens, in turn round the list: most are free again
  /// a few lines after they were read, while those still held (a feature's header line, the lines
  /// of an open rule) are passed over. (Looking at only one, it looked at the newest token each
  /// time it had just made one, which the open rule still held, and never found a free one.)
  private mutating func token(line: GherkinLine?) -> Token {
    for _ in 0..<min(issued.count, Self.recycleTries) {
      if recycleCursor >= issued.count { recycleCursor = 0 }
      let index = recycleCursor
      recycleCursor += 1
      if isKnownUniquelyReferenced(&issued[index]) {
        let token = issued[index]
        token.reuse(line: line, lineNumber: lineNumber)
        return token
      }
    }
    let token = Token(line: line, lineNumber: lineNumber)
    issued.append(token)
    return token
  }
}
