extension GherkinLine {
  /// The `@tags` of a tag line, stopping at a ` #` comment.
  ///
  /// Throws ``GherkinSyntaxError`` when a tag contains whitespace, like the reference parser.
  func tags() throws(GherkinSyntaxError) -> [LineSpan] {
    let contentEnd = commentStart()
    var tags: [LineSpan] = []
    tags.reserveCapacity(count(of: UInt8(ascii: "@")))
    var column = indent + 1
    var itemStart = trimmedStart
    var index = trimmedStart
    while index <= contentEnd {
      if index < contentEnd && bytes[index] != UInt8(ascii: "@") {
        index += 1
        continue
      }
      let itemEnd = trimmedEnd(from: itemStart, limit: index)
      if itemEnd > itemStart {
        if containsWhitespace(from: itemStart, to: itemEnd) {
          throw GherkinSyntaxError(
            message: "A tag may not contain whitespace",
            location: Location(line: lineNumber, column: column))
        }
        // Every item but the first (which is empty) follows its `@`.
        tags.append(LineSpan(column: column, text: text(from: itemStart - 1, to: itemEnd)))
      }
      // The next `@` is past this item and its own `@`, empty items too (`@a @ @b` has `@b` at
      // column 6). The JavaScript parser skips an empty item without moving on, and gives 4;
      // the Java parser gives 6.
      if itemStart > trimmedStart {
        column += UTF8Scalars.scalarCount(bytes, from: itemStart, to: index) + 1
      }
      index += 1
      itemStart = index
    }
    return tags
  }

  /// The offset of the first whitespace followed by `#`, or the end of the line.
  private func commentStart() -> Int {
    var index = trimmedStart
    while index < end {
      let length = UTF8Scalars.whitespaceLength(bytes, at: index)
      if length > 0, index + length < end, bytes[index + length] == UInt8(ascii: "#") {
        return index
      }
      index += length > 0 ? length : UTF8Scalars.byteLength(lead: bytes[index])
    }
    return end
  }

  private func containsWhitespace(from: Int, to: Int) -> Bool {
    var index = from
    while index < to {
      if UTF8Scalars.whitespaceLength(bytes, at: index) > 0 { return true }
      index += UTF8Scalars.byteLength(lead: bytes[index])
    }
    return false
  }
}
