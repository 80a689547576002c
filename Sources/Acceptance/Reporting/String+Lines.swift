extension String {
  /// The lines of the text, split at each line feed, empty ones included: what
  /// `split(separator: "\n", omittingEmptySubsequences: false)` gives, found in the text's bytes.
  /// (A line feed after a carriage return is one character with it, so it splits no line there
  /// either.) Reports split every doc string, table and message this way, and the step catalog its
  /// examples.
  package var lines: [Substring] {
    var lines: [Substring] = []
    var start = utf8.startIndex
    var previous: UInt8 = 0
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
        lines.append(self[start..<index])
        start = utf8.index(after: index)
      }
      previous = byte
      index = utf8.index(after: index)
    }
    lines.append(self[start...])
    return lines
  }
}
