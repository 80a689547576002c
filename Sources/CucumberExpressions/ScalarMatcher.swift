/// Matches the common Cucumber Expressions without a regular-expression engine: text, optional text,
/// alternatives of text, and the parameters `{int}` (and the other integer types), `{word}`,
/// `{string}` and `{}`, and custom parameter types whose regexps ``SimplePattern`` reads.
///
/// It works on the UTF-8 bytes of the text, in place, and backtracks exactly as the compiled regular
/// expression would (greedy, alternatives in order, only to scalar boundaries), with the same
/// character classes as ICU (`\d` is `\p{Nd}`, `\s` is `\p{White_Space}`, `.` stops at line
/// terminators), and builds the same groups with UTF-16 offsets, so ``CucumberExpression`` can use
/// it in place of `NSRegularExpression` — many times faster — whenever
/// ``init(ast:parameterTypes:)`` accepts the expression.
///
/// Unlike a regular-expression engine, it never takes exponential time: where the search failed
/// once (a piece of the expression at a position in the text) it does not try again.
struct ScalarMatcher: Sendable {
  /// One part of the expression, in order.
  enum Piece: Sendable {
    case text([UInt8])
    case optionalText([UInt8])
    case alternation([Alternative])
    /// A parameter of the shape, capturing the parameter at `index`.
    case parameter(Shape, index: Int)
  }

  /// One alternative of an alternation: its pieces (text and optional text), and the number of
  /// the first of them among all the pieces of the expression (see ``slotCount``).
  struct Alternative: Sendable {
    let pieces: [Piece]
    let firstSlot: Int
  }

  /// The parameter regexps this matcher knows.
  enum Shape: Sendable, Equatable {
    /// `-?\d+|\d+`
    case integer
    /// `[^\s]+`
    case word
    /// `"…"` or `'…'` with backslash escapes.
    case quoted
    /// `.*`
    case anything
    /// A custom parameter type's regexps, in the subset that ``SimplePattern`` reads.
    case pattern(SimplePattern)
  }

  private let pieces: [Piece]
  private let shapes: [Shape]
  /// How many pieces the expression has, counting those inside alternatives: the pieces of the
  /// expression are numbered `0..<pieces.count`, those of the alternatives after them.
  private let slotCount: Int
  /// Whether the search remembers where it failed: only needed when more than one piece can match
  /// in several ways (with one, each state is reached once anyway).
  private let remembersFailures: Bool
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
    let topLevel = ast.nodes ?? []
    var slotCount = topLevel.count
    guard
      let pieces = Self.pieces(
        topLevel, shapes: shapes, parameters: &parameters, slotCount: &slotCount),
      parameters == shapes.count
    else { return nil }
    self.pieces = pieces
    self.shapes = shapes
    self.slotCount = slotCount
    remembersFailures = Self.choices(in: pieces) > 1
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
    let states = remembersFailures ? slotCount * (bytes.count + 1) : 0
    return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: shapes.count) { captures in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: (states + 63) / 64) { failed in
        captures.initialize(repeating: 0..<0)
        failed.initialize(repeating: 0)
        let search = Search(bytes: bytes, captures: captures, failed: failed)
        // The prefix is checked: the search goes on after it.
        let start = prefix.isEmpty ? 0 : 1
        let matched = search.run(pieces, firstSlot: 0, from: start, at: prefix.count) {
          $0 == bytes.count
        }
        return matched ? search.groups(shapes) : nil
      }
    }
  }

  /// How many of `pieces` (alternatives included) can match in more than one way.
  private static func choices(in pieces: [Piece]) -> Int {
    pieces.reduce(0) { count, piece in
      switch piece {
      case .text, .parameter(.quoted, _): count
      case .optionalText, .parameter: count + 1
      case .alternation(let alternatives):
        count + 1 + alternatives.reduce(0) { $0 + choices(in: $1.pieces) }
      }
    }
  }

  /// The pieces of `nodes`; the pieces inside alternatives are numbered from `slotCount` on.
  private static func pieces(
    _ nodes: [Node], shapes: [Shape], parameters: inout Int, slotCount: inout Int
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
        var alternatives: [Alternative] = []
        for alternative in node.nodes ?? [] {
          let nodes = alternative.nodes ?? []
          let firstSlot = slotCount
          slotCount += nodes.count
          guard
            let inner = Self.pieces(
              nodes, shapes: shapes, parameters: &parameters, slotCount: &slotCount),
            inner.allSatisfy({ if case .parameter = $0 { false } else { true } })
          else { return nil }
          alternatives.append(Alternative(pieces: inner, firstSlot: firstSlot))
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
    default:
      guard let pattern = SimplePattern(regexps) else { return nil }
      self = .pattern(pattern)
    }
  }
}
