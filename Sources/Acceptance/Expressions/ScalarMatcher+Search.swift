extension ScalarMatcher {
  /// One backtracking search over the scalars of a text.
  struct Search {
    let scalars: [Unicode.Scalar]
    /// Per parameter: the scalar range it captured, and for a quoted string the range of its
    /// last escape sequence and whether it used single quotes.
    private var captures: [(range: Range<Int>, quote: (lastEscape: Range<Int>?, single: Bool)?)]
    private var next = 0

    init(scalars: [Unicode.Scalar], parameterCount: Int) {
      self.scalars = scalars
      captures = Array(repeating: (0..<0, nil), count: parameterCount)
    }

    /// Whether `pieces` match the scalars from `position` to the end.
    mutating func run(_ pieces: ArraySlice<Piece>, at position: Int) -> Bool {
      guard let piece = pieces.first else { return position == scalars.count }
      let rest = pieces.dropFirst()
      switch piece {
      case .text(let literal):
        return matches(literal, at: position) && run(rest, at: position + literal.count)
      case .optionalText(let literal):
        if matches(literal, at: position), run(rest, at: position + literal.count) { return true }
        return run(rest, at: position)
      case .alternation(let alternatives):
        return alternatives.contains { alternative in run(alternative[...] + rest, at: position) }
      case .parameter(let shape):
        let index = next
        next += 1
        defer { next -= 1 }
        guard let ends = candidates(shape, at: position) else { return false }
        for end in stride(from: ends.upperBound, through: ends.lowerBound, by: -1) {
          captures[index] = (position..<end, shape == .quoted ? quote(position..<end) : nil)
          if run(rest, at: end) { return true }
        }
        return false
      }
    }

    /// The groups of the parameters, as the regular expression would give them.
    func groups() -> [Group] {
      let offsets = utf16Offsets()
      func group(_ range: Range<Int>?) -> Group {
        guard let range else { return Group(value: nil, start: nil, end: nil) }
        guard let offsets else {
          return Group(value: asciiText(range), start: range.lowerBound, end: range.upperBound)
        }
        var value = String.UnicodeScalarView()
        value.append(contentsOf: scalars[range])
        return Group(
          value: String(value), start: offsets[range.lowerBound], end: offsets[range.upperBound])
      }
      return captures.map { capture in
        let outer = group(capture.range)
        guard let quote = capture.quote else { return outer }
        // The regex is ("(content(lastEscape)*)"|'(content(lastEscape)*)').
        let content = (capture.range.lowerBound + 1)..<(capture.range.upperBound - 1)
        var used = group(content)
        used = Group(
          value: used.value, start: used.start, end: used.end,
          children: [group(quote.lastEscape)])
        let unused = Group(value: nil, start: nil, end: nil, children: [group(nil)])
        return Group(
          value: outer.value, start: outer.start, end: outer.end,
          children: quote.single ? [unused, used] : [used, unused])
      }
    }

    private func matches(_ literal: [Unicode.Scalar], at position: Int) -> Bool {
      guard position + literal.count <= scalars.count else { return false }
      for offset in literal.indices where scalars[position + offset] != literal[offset] {
        return false
      }
      return true
    }

    /// The ends a parameter can reach from `position`: the regex engine tries them from the upper
    /// bound down; `nil` when there is none.
    private func candidates(_ shape: Shape, at position: Int) -> ClosedRange<Int>? {
      switch shape {
      case .integer:
        let digitsFrom =
          position < scalars.count && scalars[position] == "-" ? position + 1 : position
        let end = run(from: digitsFrom, while: Self.isDigit)
        return end > digitsFrom ? (digitsFrom + 1)...end : nil
      case .word:
        let end = run(from: position) { !Self.isSpace($0) }
        return end > position ? (position + 1)...end : nil
      case .anything:
        let end = run(from: position) { !Self.isLineTerminator($0) }
        return position...end
      case .quoted:
        return closingQuote(from: position).map { $0...$0 }
      }
    }

    private func run(from position: Int, while accepts: (Unicode.Scalar) -> Bool) -> Int {
      var end = position
      while end < scalars.count, accepts(scalars[end]) { end += 1 }
      return end
    }

    /// The end of a quoted string that starts at `position`: just past its first unescaped
    /// closing quote.
    private func closingQuote(from position: Int) -> Int? {
      guard position < scalars.count, Self.isQuote(scalars[position]) else { return nil }
      let quote = scalars[position]
      var index = position + 1
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\\" {
          guard index + 1 < scalars.count, !Self.isLineTerminator(scalars[index + 1]) else {
            return nil
          }
          index += 2
        } else if scalar == quote {
          return index + 1
        } else {
          index += 1
        }
      }
      return nil
    }

    /// The last escape sequence (to the end of the content) and the quote kind of the quoted
    /// string at `range`.
    private func quote(_ range: Range<Int>) -> (lastEscape: Range<Int>?, single: Bool) {
      var lastEscape: Int?
      var position = range.lowerBound + 1
      while position < range.upperBound - 1 {
        if scalars[position] == "\\" {
          lastEscape = position
          position += 2
        } else {
          position += 1
        }
      }
      return (lastEscape.map { $0..<(range.upperBound - 1) }, scalars[range.lowerBound] == "'")
    }

    /// The text of `range`, when every scalar is ASCII.
    private func asciiText(_ range: Range<Int>) -> String {
      String(unsafeUninitializedCapacity: range.count) { buffer in
        for (offset, index) in range.enumerated() {
          buffer[offset] = UInt8(truncatingIfNeeded: scalars[index].value)
        }
        return range.count
      }
    }

    /// The UTF-16 offset of every scalar index; `nil` for ASCII text, where it is the index.
    private func utf16Offsets() -> [Int]? {
      guard !scalars.allSatisfy(\.isASCII) else { return nil }
      var offsets = [0]
      offsets.reserveCapacity(scalars.count + 1)
      var total = 0
      for scalar in scalars {
        total += scalar.utf16.count
        offsets.append(total)
      }
      return offsets
    }

    static func isQuote(_ scalar: Unicode.Scalar) -> Bool { scalar == "\"" || scalar == "'" }

    /// ICU's `\d`: a decimal digit of any script.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
      if scalar.isASCII { return ("0"..."9").contains(scalar) }
      return scalar.properties.generalCategory == .decimalNumber
    }

    /// ICU's `\s`: `[\t\n\f\r\p{Z}]`.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "\t", "\n", "\u{0C}", "\r", " ": return true
      default:
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
      }
    }

    /// The line terminators that ICU's `.` does not match.
    static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
      default: false
      }
    }
  }
}
