/// Byte-level recognisers of the Markdown Gherkin line forms.
enum MarkdownSyntax {
  /// A matched keyword line: the keyword, the trimmed text after it, and the prefix length.
  struct KeywordMatch {
    let keyword: String
    let text: String
    let prefixLength: Int
    var stepType: StepKeywordType?
  }

  /// `#{1,6}` + one whitespace + keyword + `:` + text.
  static func header(in line: GherkinLine, keywords: KeywordGroup) -> KeywordMatch? {
    let bytes = line.bytes
    var index = line.trimmedStart
    while index < line.end, index - line.trimmedStart < 6, bytes[index] == UInt8(ascii: "#") {
      index += 1
    }
    guard index > line.trimmedStart, index < line.end else { return nil }
    let space = UTF8Scalars.whitespaceLength(bytes, at: index)
    guard space > 0 else { return nil }
    let prefixEnd = index + space
    let prefixLength = UTF8Scalars.scalarCount(bytes, from: line.trimmedStart, to: prefixEnd)
    for keyword in keywords.keywords
    where starts(bytes, at: prefixEnd, end: line.end, with: keyword.titleBytes) {
      let textStart = prefixEnd + keyword.titleBytes.count
      return KeywordMatch(
        keyword: keyword.text, text: trimmed(line, from: textStart), prefixLength: prefixLength)
    }
    return nil
  }

  /// `\s*[*+-]\s*` + step keyword + text.
  static func bulletStep(in line: GherkinLine, keywords: KeywordGroup) -> KeywordMatch? {
    let bytes = line.bytes
    var index = line.trimmedStart
    guard index < line.end,
      [UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index])
    else { return nil }
    index += 1
    while index < line.end {
      let length = UTF8Scalars.whitespaceLength(bytes, at: index)
      if length == 0 { break }
      index += length
    }
    let prefixLength = UTF8Scalars.scalarCount(bytes, from: line.trimmedStart, to: index)
    for keyword in keywords.keywords
    where starts(bytes, at: index, end: line.end, with: keyword.bytes) {
      return KeywordMatch(
        keyword: keyword.text, text: trimmed(line, from: index + keyword.bytes.count),
        prefixLength: prefixLength, stepType: keyword.stepType)
    }
    return nil
  }

  /// A doc string fence: opening ```` ```+ ```` with an optional media type, or exactly `active`.
  static func fence(in line: GherkinLine, active: [UInt8]?) -> (fence: [UInt8], mediaType: String)?
  {
    let bytes = line.bytes
    if let active {
      guard line.end - line.trimmedStart == active.count, line.startsWith(active) else {
        return nil
      }
      return (active, "")
    }
    var index = line.trimmedStart
    while index < line.end, bytes[index] == UInt8(ascii: "`") { index += 1 }
    guard index - line.trimmedStart >= 3 else { return nil }
    return (Array(bytes[line.trimmedStart..<index]), line.text(from: index, to: line.end))
  }

  /// A table row: 2 to 5 whitespace characters, then `|`.
  static func isTableRow(_ line: GherkinLine) -> Bool {
    let indentLength = line.trimmedStart - line.start
    return line.indent >= 2 && line.indent <= 5 && indentLength == line.indent
      && line.startsWith(byte: UInt8(ascii: "|"))
  }

  /// Whether a cell is a GFM alignment cell: `:?-+:?`.
  static func isSeparatorCell(_ text: String) -> Bool {
    var body = Substring(text)
    if body.hasPrefix(":") { body = body.dropFirst() }
    if body.hasSuffix(":") { body = body.dropLast() }
    return !body.isEmpty && body.allSatisfy { $0 == "-" }
  }

  /// The `` `@tag` `` spans of a line.
  static func tags(in line: GherkinLine) -> [LineSpan] {
    let bytes = line.bytes
    var tags: [LineSpan] = []
    var index = line.trimmedStart
    while index + 1 < line.end {
      guard bytes[index] == UInt8(ascii: "`"), bytes[index + 1] == UInt8(ascii: "@") else {
        index += 1
        continue
      }
      var close = index + 2
      while close < line.end, bytes[close] != UInt8(ascii: "`") { close += 1 }
      guard close < line.end, close > index + 2 else {
        index += 1
        continue
      }
      let offset = UTF8Scalars.scalarCount(bytes, from: line.trimmedStart, to: index)
      tags.append(
        LineSpan(column: line.indent + offset + 2, text: line.text(from: index + 1, to: close)))
      index = close + 1
    }
    return tags
  }

  private static func starts(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int, with prefix: [UInt8]
  )
    -> Bool
  {
    guard end - index >= prefix.count else { return false }
    for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
    return true
  }

  private static func trimmed(_ line: GherkinLine, from: Int) -> String {
    var start = min(from, line.end)
    while start < line.end {
      let length = UTF8Scalars.whitespaceLength(line.bytes, at: start)
      if length == 0 { break }
      start += length
    }
    return line.text(from: start, to: line.trimmedEnd(from: start))
  }
}
