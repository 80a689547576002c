extension ScalarMatcher {
  /// One backtracking search over the UTF-8 bytes of a text. Every position it reaches is a scalar
  /// boundary: pieces of text are whole scalars and the parameters end between scalars.
  ///
  /// What follows a piece is always the same (the rest of the expression, then the end of the
  /// text: there are no backreferences), so a piece that failed at a position fails there again.
  /// The search remembers those states in `failed` and tries each at most once: it takes
  /// polynomial time on any expression and text, where plain backtracking can take exponential
  /// time (`{}{}{}{} and {}` against a long text that does not match).
  struct Search {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Per parameter: the byte range it captured.
    let captures: UnsafeMutableBufferPointer<Range<Int>>
    /// One bit per state (piece number × position) where the search failed; empty when the
    /// expression has at most one piece that can match in several ways.
    let failed: UnsafeMutableBufferPointer<UInt64>

    /// Whether `pieces` from `index` match the bytes from `position` and `rest` accepts where they
    /// end; the regex engine's backtracking order. `firstSlot` is the number of `pieces[0]`; every
    /// call for the same pieces must pass the same `rest`.
    func run(
      _ pieces: [Piece], firstSlot: Int, from index: Int, at position: Int,
      then rest: (Int) -> Bool
    ) -> Bool {
      guard index < pieces.count else { return rest(position) }
      let state = (firstSlot + index) * (bytes.count + 1) + position
      let (word, bit) = (state >> 6, UInt64(1) << UInt64(state & 63))
      let remembers = !failed.isEmpty
      if remembers, failed[word] & bit != 0 { return false }
      let matched = step(pieces[index], at: position) { end in
        run(pieces, firstSlot: firstSlot, from: index + 1, at: end, then: rest)
      }
      if matched { return true }
      if remembers { failed[word] |= bit }
      return false
    }

    /// Whether `piece` matches at `position` with `rest` accepting where it ends, trying its
    /// possible ends in the regex engine's order.
    private func step(_ piece: Piece, at position: Int, then rest: (Int) -> Bool) -> Bool {
      switch piece {
      case .text(let literal):
        return matches(literal, at: position) && rest(position + literal.count)
      case .optionalText(let literal):
        return (matches(literal, at: position) && rest(position + literal.count))
          || rest(position)
      case .alternation(let alternatives):
        return alternatives.contains { alternative in
          run(
            alternative.pieces, firstSlot: alternative.firstSlot, from: 0, at: position,
            then: rest)
        }
      case .parameter(.pattern(let pattern), let parameter):
        return matches(pattern.root, at: position) { end in
          captures[parameter] = position..<end
          return rest(end)
        }
      case .parameter(let shape, let parameter):
        guard let ends = candidates(shape, at: position) else { return false }
        var end = ends.upperBound
        while true {
          captures[parameter] = position..<end
          if rest(end) { return true }
          guard end > ends.lowerBound else { return false }
          end = scalarStart(before: end)
        }
      }
    }

    private func matches(_ literal: [UInt8], at position: Int) -> Bool {
      guard position + literal.count <= bytes.count else { return false }
      for offset in literal.indices where bytes[position + offset] != literal[offset] {
        return false
      }
      return true
    }

    /// The ends a parameter can reach from `position`: the regex engine tries them from the upper
    /// bound down, scalar by scalar; `nil` when there is none.
    private func candidates(_ shape: Shape, at position: Int) -> ClosedRange<Int>? {
      switch shape {
      case .integer:
        let digitsFrom =
          position < bytes.count && bytes[position] == UInt8(ascii: "-") ? position + 1 : position
        let end = run(from: digitsFrom, while: ScalarClasses.isDigit)
        return end > digitsFrom ? scalarEnd(after: digitsFrom)...end : nil
      case .word:
        let end = run(from: position) { !ScalarClasses.isSpace($0) }
        return end > position ? scalarEnd(after: position)...end : nil
      case .anything:
        let end = run(from: position) { !ScalarClasses.isLineTerminator($0) }
        return position...end
      case .quoted:
        return closingQuote(from: position).map { $0...$0 }
      case .pattern:
        // Its ends are not one run: `step` tries them through the pattern.
        return nil
      }
    }

    /// The end of the run of scalars from `position` that `accepts`.
    private func run(from position: Int, while accepts: (Unicode.Scalar) -> Bool) -> Int {
      var end = position
      while end < bytes.count {
        let byte = bytes[end]
        if byte < 0x80 {
          guard accepts(Unicode.Scalar(byte)) else { break }
          end += 1
        } else {
          let next = scalarEnd(after: end)
          guard accepts(scalar(from: end, to: next)) else { break }
          end = next
        }
      }
      return end
    }

    /// The end of a quoted string that starts at `position`: just past its first unescaped
    /// closing quote.
    private func closingQuote(from position: Int) -> Int? {
      guard position < bytes.count else { return nil }
      let quote = bytes[position]
      guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      var index = position + 1
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\") {
          // `\\.`: the escaped scalar may be anything but a line terminator.
          guard index + 1 < bytes.count else { return nil }
          let escapedEnd = scalarEnd(after: index + 1)
          guard !ScalarClasses.isLineTerminator(scalar(from: index + 1, to: escapedEnd)) else {
            return nil
          }
          index = escapedEnd
        } else if byte == quote {
          return index + 1
        } else {
          index += 1
        }
      }
      return nil
    }

    /// The byte just past the scalar that starts at `position`.
    func scalarEnd(after position: Int) -> Int {
      let lead = bytes[position]
      return switch lead {
      case ..<0x80: position + 1
      case ..<0xE0: position + 2
      case ..<0xF0: position + 3
      default: position + 4
      }
    }

    /// The start of the scalar that ends at `position`.
    func scalarStart(before position: Int) -> Int {
      var start = position - 1
      while bytes[start] & 0xC0 == 0x80 { start -= 1 }
      return start
    }

    /// The scalar encoded in `start..<end` (valid UTF-8, as every `String` is).
    func scalar(from start: Int, to end: Int) -> Unicode.Scalar {
      var decoder = UTF8()
      var iterator = UnsafeBufferPointer(rebasing: bytes[start..<end]).makeIterator()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "\u{FFFD}" }
      return scalar
    }
  }
}
