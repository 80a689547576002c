extension ScalarMatcher.Search {
  /// The groups of the parameters of `shapes`, as the regular expression would give them.
  func groups(_ shapes: [ScalarMatcher.Shape]) -> [Group] {
    let isASCII = bytes.allSatisfy { $0 < 0x80 }
    func group(_ range: Range<Int>?) -> Group {
      guard let range else { return Group(value: nil, start: nil, end: nil) }
      let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      guard !isASCII else {
        return Group(value: value, start: range.lowerBound, end: range.upperBound)
      }
      return Group(
        value: value, start: utf16Offset(of: range.lowerBound),
        end: utf16Offset(of: range.upperBound))
    }
    var groups: [Group] = []
    groups.reserveCapacity(shapes.count)
    for (range, shape) in zip(captures, shapes) {
      let outer = group(range)
      guard shape == .quoted else {
        groups.append(outer)
        continue
      }
      // The regex is ("(content(lastEscape)*)"|'(content(lastEscape)*)').
      let content = (range.lowerBound + 1)..<(range.upperBound - 1)
      let used = group(content)
      let usedWithEscape = Group(
        value: used.value, start: used.start, end: used.end,
        children: [group(lastEscape(in: content))])
      let unused = Group(value: nil, start: nil, end: nil, children: [group(nil)])
      let single = bytes[range.lowerBound] == UInt8(ascii: "'")
      groups.append(
        Group(
          value: outer.value, start: outer.start, end: outer.end,
          children: single ? [unused, usedWithEscape] : [usedWithEscape, unused]))
    }
    return groups
  }

  /// The last escape sequence of the content of a quoted string, to the end of the content.
  private func lastEscape(in content: Range<Int>) -> Range<Int>? {
    var lastEscape: Int?
    var position = content.lowerBound
    while position < content.upperBound {
      if bytes[position] == UInt8(ascii: "\\") {
        lastEscape = position
        position = scalarEnd(after: position + 1)
      } else {
        position += 1
      }
    }
    return lastEscape.map { $0..<content.upperBound }
  }

  /// The UTF-16 offset of the byte at `position`, as groups count offsets.
  private func utf16Offset(of position: Int) -> Int {
    var offset = 0
    for byte in UnsafeBufferPointer(rebasing: bytes[..<position]) {
      // A lead byte starts a scalar; a four-byte scalar takes two UTF-16 code units.
      if byte & 0xC0 != 0x80 { offset += 1 }
      if byte >= 0xF0 { offset += 1 }
    }
    return offset
  }
}
