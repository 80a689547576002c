extension ScalarMatcher.Search {
  /// Whether `node` matches at `position` with `rest` accepting where it ends, trying its ends in
  /// the regex engine's order: alternatives in turn, the optional node before nothing, the most
  /// repetitions first.
  func matches(
    _ node: SimplePattern.Node, at position: Int, then rest: (Int) -> Bool
  ) -> Bool {
    switch node {
    case .sequence(let nodes):
      return matches(nodes, from: 0, at: position, then: rest)
    case .alternation(let alternatives):
      return alternatives.contains { matches($0, at: position, then: rest) }
    case .optional(let inner):
      return matches(inner, at: position, then: rest) || rest(position)
    case .repeated(let atom, let minimum):
      // Each repetition takes one scalar, so backing off one is one scalar back.
      var (end, count) = (position, 0)
      while let next = scalarMatch(atom, at: end) { (end, count) = (next, count + 1) }
      while count >= minimum {
        if rest(end) { return true }
        guard count > 0 else { return false }
        (end, count) = (scalarStart(before: end), count - 1)
      }
      return false
    case .atom(let atom):
      guard let end = scalarMatch(atom, at: position) else { return false }
      return rest(end)
    }
  }

  /// Whether `nodes` from `index` match in turn from `position`, `rest` accepting the end.
  private func matches(
    _ nodes: [SimplePattern.Node], from index: Int, at position: Int, then rest: (Int) -> Bool
  ) -> Bool {
    guard index < nodes.count else { return rest(position) }
    return matches(nodes[index], at: position) { end in
      matches(nodes, from: index + 1, at: end, then: rest)
    }
  }

  /// The end of the scalar at `position` when `atom` accepts it.
  private func scalarMatch(_ atom: SimplePattern.Atom, at position: Int) -> Int? {
    guard position < bytes.count else { return nil }
    let byte = bytes[position]
    switch atom {
    case .byte(let expected):
      return byte == expected ? position + 1 : nil
    case .byteSet(let low, let high):
      guard byte < 0x80 else { return nil }
      let isMember =
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
      return isMember ? position + 1 : nil
    case .digit:
      let end = scalarEnd(after: position)
      return ScalarClasses.isDigit(scalar(from: position, to: end)) ? end : nil
    }
  }
}
