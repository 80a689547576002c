/// Matches the common Cucumber Expressions without a regular-expression engine: text, optional text,
/// alternatives of text, and the parameters `{int}` (and the other integer types), `{word}`,
/// `{string}` and `{}`.
///
/// It works on the UTF-8 bytes of the text, in place, and backtracks exactly as the compiled regular
/// expression would (greedy, alternatives in order, only to scalar boundaries), with the same
/// character classes as ICU (`\d` is `\p{Nd}`, `\s` is `\p{White_Space}`, `.` stops at line
/// terminators), and builds the same groups with UTF-16 offsets, so ``CucumberExpression`` can use
/// it in place of `NSRegularExpression` — many times faster — whenever
/// ``init(ast:parameterTypes:)`` accepts the expression.
struct ScalarMatcher: Sendable {
  /// One part of the expression, in order.
  enum Piece: Sendable {
    case text([UInt8])
    case optionalText([UInt8])
    case alternation([[Piece]])
    /// A parameter of the shape, capturing the parameter at `index`.
    case parameter(Shape, index: Int)
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
  private let shapes: [Shape]
  /// The text every match starts with (empty when the expression starts with something else).
  let prefix: [UInt8]

  /// The matcher for `ast`, or `nil` when the expression uses something it does not handle.
  init?(ast: Node, parameterTypes: [ParameterType]) {
    var shapes: [Shape] = []
    for parameterType in parameterTypes {
      guard let shape = Shape(parameterType.regexps) else { return nil }
      shapes.append(shape)
    }
    var parameters = 0
    guard let pieces = Self.pieces(ast.nodes ?? [], shapes: shapes, parameters: &parameters),
      parameters == shapes.count
    else { return nil }
    self.pieces = pieces
    self.shapes = shapes
    if case .text(let text)? = pieces.first { prefix = text } else { prefix = [] }
  }

  /// The parameter groups when `text` matches the whole expression, or `nil`.
  func match(_ text: String) -> [Group]? {
    if let groups = text.utf8.withContiguousStorageIfAvailable({ match(bytes: $0) }) {
      return groups
    }
    return Array(text.utf8).withUnsafeBufferPointer { match(bytes: $0) }
  }

  private func match(bytes: UnsafeBufferPointer<UInt8>) -> [Group]? {
    guard bytes.count >= prefix.count, zip(bytes, prefix).allSatisfy({ $0 == $1 }) else {
      return nil
    }
    return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: shapes.count) { captures in
      captures.initialize(repeating: 0..<0)
      let search = Search(bytes: bytes, captures: captures)
      // The prefix is checked: the search goes on after it.
      let start = prefix.isEmpty ? 0 : 1
      guard search.run(pieces, from: start, at: prefix.count, then: { $0 == bytes.count }) else {
        return nil
      }
      return search.groups(shapes)
    }
  }

  private static func pieces(
    _ nodes: [Node], shapes: [Shape], parameters: inout Int
  ) -> [Piece]? {
    var pieces: [Piece] = []
    for node in nodes {
      switch node.kind {
      case .text:
        pieces.append(.text(Array(node.text.utf8)))
      case .optional:
        guard let children = node.nodes, children.allSatisfy({ $0.kind == .text }) else {
          return nil
        }
        pieces.append(.optionalText(Array(children.map(\.text).joined().utf8)))
      case .alternation:
        var alternatives: [[Piece]] = []
        for alternative in node.nodes ?? [] {
          guard
            let inner = Self.pieces(
              alternative.nodes ?? [], shapes: shapes, parameters: &parameters),
            inner.allSatisfy({ if case .parameter = $0 { false } else { true } })
          else { return nil }
          alternatives.append(inner)
        }
        pieces.append(.alternation(alternatives))
      case .parameter:
        guard parameters < shapes.count else { return nil }
        pieces.append(.parameter(shapes[parameters], index: parameters))
        parameters += 1
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
