/// Matches the common Cucumber Expressions without a regular-expression engine: text, optional text,
/// alternatives of text, and the parameters `{int}` (and the other integer types), `{word}`,
/// `{string}` and `{}`.
///
/// It backtracks exactly as the compiled regular expression would (greedy, alternatives in order),
/// with the same character classes as ICU (`\d` is `\p{Nd}`, `\s` is `[\t\n\f\r\p{Z}]`, `.` stops at
/// line terminators), and builds the same groups, so ``CucumberExpression`` can use it in place of
/// `NSRegularExpression` — about ten times faster — whenever ``init(ast:parameterTypes:)`` accepts the
/// expression.
struct ScalarMatcher: Sendable {
  /// One part of the expression, in order.
  enum Piece: Sendable {
    case text([Unicode.Scalar])
    case optionalText([Unicode.Scalar])
    case alternation([[Piece]])
    case parameter(Shape)
  }

  /// The parameter regexps this matcher knows.
  enum Shape: Sendable {
    /// `-?\d+|\d+`
    case integer
    /// `[^\s]+`
    case word
    /// `"…"` or `'…'` with backslash escapes.
    case quoted
    /// `.*`
    case anything
  }

  private let pieces: [Piece]
  private let parameterCount: Int

  /// The matcher for `ast`, or `nil` when the expression uses something it does not handle.
  init?(ast: Node, parameterTypes: [ParameterType]) {
    var shapes = parameterTypes.makeIterator()
    guard let pieces = Self.pieces(ast.nodes ?? [], shapes: &shapes) else { return nil }
    self.pieces = pieces
    self.parameterCount = parameterTypes.count
  }

  /// The parameter groups when `text` matches the whole expression, or `nil`.
  func match(_ text: String) -> [Group]? {
    if case .text(let prefix)? = pieces.first, !text.unicodeScalars.starts(with: prefix) {
      return nil
    }
    var search = Search(scalars: Self.scalars(of: text), parameterCount: parameterCount)
    guard search.run(pieces[...], at: 0) else { return nil }
    return search.groups()
  }

  /// The scalars of `text`, straight from its bytes when it is ASCII.
  private static func scalars(of text: String) -> [Unicode.Scalar] {
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      return bytes.map { Unicode.Scalar($0) }
    }
    if let ascii = ascii ?? nil { return ascii }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(text.utf8.count)
    scalars.append(contentsOf: text.unicodeScalars)
    return scalars
  }

  private static func pieces(
    _ nodes: [Node], shapes: inout IndexingIterator<[ParameterType]>
  ) -> [Piece]? {
    var pieces: [Piece] = []
    for node in nodes {
      switch node.kind {
      case .text:
        pieces.append(.text(Array(node.text.unicodeScalars)))
      case .optional:
        guard let children = node.nodes, children.allSatisfy({ $0.kind == .text }) else {
          return nil
        }
        pieces.append(.optionalText(Array(children.map(\.text).joined().unicodeScalars)))
      case .alternation:
        var alternatives: [[Piece]] = []
        for alternative in node.nodes ?? [] {
          guard
            let inner = Self.pieces(alternative.nodes ?? [], shapes: &shapes),
            inner.allSatisfy({ if case .parameter = $0 { false } else { true } })
          else { return nil }
          alternatives.append(inner)
        }
        pieces.append(.alternation(alternatives))
      case .parameter:
        guard let parameterType = shapes.next(), let shape = Shape(parameterType.regexps) else {
          return nil
        }
        pieces.append(.parameter(shape))
      case .alternative, .expression:
        return nil
      }
    }
    return pieces
  }
}

extension ScalarMatcher.Shape {
  /// The shape of a parameter type's regexps, if it is one this matcher knows.
  init?(_ regexps: [String]) {
    switch regexps {
    case BuiltInParameterTypes.integerRegexps: self = .integer
    case [BuiltInParameterTypes.wordRegexp]: self = .word
    case [BuiltInParameterTypes.stringRegexp]: self = .quoted
    case [BuiltInParameterTypes.anonymousRegexp]: self = .anything
    default: return nil
    }
  }
}
