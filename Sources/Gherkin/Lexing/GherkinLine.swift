/// One line of a source, as byte offsets into the file's UTF-8 bytes.
///
/// `trimmedStart` skips leading whitespace (JavaScript `\s`); `indent` counts the skipped scalars.
/// `bytes` points into the source, which the parser keeps alive while lines are in use.
struct GherkinLine {
  let bytes: UnsafeBufferPointer<UInt8>
  let start: Int
  let end: Int
  let trimmedStart: Int
  let indent: Int
  let lineNumber: Int

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lineNumber: Int) {
    self.bytes = bytes
    self.start = start
    self.end = end
    self.lineNumber = lineNumber
    var index = start
    var indent = 0
    while index < end {
      let length = UTF8Scalars.whitespaceLength(bytes, at: index)
      if length == 0 { break }
      index += length
      indent += 1
    }
    self.trimmedStart = index
    self.indent = indent
  }

  /// Whether the line is blank.
  var isEmpty: Bool { trimmedStart == end }

  /// The first non-blank byte, or 0 for a blank line.
  var firstByte: UInt8 { trimmedStart < end ? bytes[trimmedStart] : 0 }

  /// Whether the text after the indent starts with `prefix`.
  @inline(__always)
  func startsWith(_ prefix: [UInt8]) -> Bool {
    let count = prefix.count
    guard end - trimmedStart >= count else { return false }
    var index = 0
    while index < count {
      if bytes[trimmedStart + index] != prefix[index] { return false }
      index += 1
    }
    return true
  }

  /// Whether the text after the indent starts with `byte`.
  @inline(__always)
  func startsWith(byte: UInt8) -> Bool {
    trimmedStart < end && bytes[trimmedStart] == byte
  }

  /// How many times `byte` occurs after the indent.
  func count(of byte: UInt8) -> Int {
    var count = 0
    for index in trimmedStart..<end where bytes[index] == byte { count += 1 }
    return count
  }

  /// The text of `bytes[from..<to]`.
  func text(from: Int, to: Int) -> String {
    from >= to
      ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
  }

  /// The whole line.
  var lineText: String { text(from: start, to: end) }

  /// The line without its indent.
  var trimmedLineText: String { text(from: trimmedStart, to: end) }

  /// The line without leading and trailing whitespace.
  var fullyTrimmedText: String {
    text(from: trimmedStart, to: trimmedEnd(from: trimmedStart))
  }

  /// The offset after the last non-whitespace byte of `bytes[from..<limit]` (default: the end).
  func trimmedEnd(from: Int, limit: Int? = nil) -> Int {
    var last = limit ?? end
    while last > from {
      var lead = last - 1
      while lead > from && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
      if UTF8Scalars.whitespaceLength(bytes, at: lead) == 0 { break }
      last = lead
    }
    return last
  }

  /// The text after the indent and `byteCount` more bytes, trimmed on both sides.
  func restTrimmed(afterBytes byteCount: Int) -> String {
    var from = min(trimmedStart + byteCount, end)
    while from < end {
      let length = UTF8Scalars.whitespaceLength(bytes, at: from)
      if length == 0 { break }
      from += length
    }
    return text(from: from, to: trimmedEnd(from: from))
  }

  /// The line minus `indentToRemove` leading scalars, or minus its whole indent if it has fewer.
  func lineText(removingIndent indentToRemove: Int) -> String {
    if indentToRemove < 0 || indentToRemove > indent { return trimmedLineText }
    var index = start
    var removed = 0
    while removed < indentToRemove {
      index += UTF8Scalars.whitespaceLength(bytes, at: index)
      removed += 1
    }
    return text(from: index, to: end)
  }
}
