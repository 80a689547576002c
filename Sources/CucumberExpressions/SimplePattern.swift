/// A parameter type's regular expression that ``ScalarMatcher`` matches itself, without the regex
/// engine, when it is written in a small subset of ICU's syntax:
///
/// - ASCII characters that stand for themselves, and `\` before a metacharacter, `-`, `/` or a
///   space;
/// - `\d` (a decimal digit of any script, as ICU's);
/// - classes of ASCII letters, digits, `_`, `.`, `,` and `'`, with ranges (`[Ll]`, `[a-z0-9_]`),
///   not negated;
/// - non-capturing groups `(?:…)` and alternatives `a|b`, tried in order;
/// - the greedy quantifiers `?` (after anything), `*` and `+` (after one character, class or
///   `\d`, at most two of them in a pattern).
///
/// That covers the usual custom parameter types (`red|green|blue`, `[Ll]ogin|[Hh]ome`,
/// `\d+(?:\.\d+)? seconds?`). Anything else (anchors, `.`, capturing groups, lookarounds, lazy or
/// counted quantifiers, other escapes and classes, groups nested more than 16 deep, a regexp longer
/// than 256 bytes) makes ``init(_:)`` fail, and the expression keeps its compiled regular
/// expression. The subset never matches a line terminator, and a pattern takes polynomial time on
/// any text.
struct SimplePattern: Sendable, Equatable {
  indirect enum Node: Sendable, Equatable {
    /// These nodes one after the other.
    case sequence([Node])
    /// The first of these nodes that lets the rest match.
    case alternation([Node])
    /// One scalar that the atom accepts.
    case atom(Atom)
    /// The node, or nothing: the node first.
    case optional(Node)
    /// At least `minimum` scalars that the atom accepts, as many as possible first.
    case repeated(Atom, minimum: Int)
  }

  /// What one scalar of the text must be.
  enum Atom: Sendable, Equatable {
    /// One ASCII byte.
    case byte(UInt8)
    /// One ASCII byte of the set (a bit per byte).
    case byteSet(low: UInt64, high: UInt64)
    /// One decimal digit, of any script.
    case digit
  }

  /// The pattern of all the regexps, as alternatives in order.
  let root: Node

  /// The most `*` and `+` quantifiers a pattern may have: each multiplies the ways a failing match
  /// is tried by the length of the text.
  private static let repetitionLimit = 2

  /// The longest regexp read, in bytes: matching recurses once per node of a sequence, so longer
  /// ones are left to the regex engine rather than to the stack.
  private static let lengthLimit = 256

  /// The pattern of `regexps`, the regexps of one parameter type, or `nil` when one of them is
  /// outside the subset.
  init?(_ regexps: [String]) {
    var alternatives: [Node] = []
    var repetitions = 0
    for regexp in regexps {
      guard regexp.utf8.count <= Self.lengthLimit,
        regexp.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
      else { return nil }
      var parser = Parser(bytes: Array(regexp.utf8))
      guard let node = parser.alternation(), parser.isAtEnd else { return nil }
      repetitions += parser.repetitions
      alternatives.append(node)
    }
    guard !alternatives.isEmpty, repetitions <= Self.repetitionLimit else { return nil }
    root = alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
  }

  /// A recursive-descent reader of one regexp.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// How many `*` and `+` quantifiers were read.
    var repetitions = 0
    /// How many groups enclose the reader: deeper patterns are left to the regex engine, so that
    /// reading and matching them cannot exhaust the stack.
    var depth = 0
    private static let depthLimit = 16

    var isAtEnd: Bool { index == bytes.count }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func alternation() -> Node? {
      var alternatives: [Node] = []
      while true {
        guard let sequence = sequence() else { return nil }
        alternatives.append(sequence)
        guard next == UInt8(ascii: "|") else { break }
        index += 1
      }
      return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func sequence() -> Node? {
      var nodes: [Node] = []
      while let byte = next, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
        guard let node = quantified() else { return nil }
        nodes.append(node)
      }
      return nodes.count == 1 ? nodes[0] : .sequence(nodes)
    }

    private mutating func quantified() -> Node? {
      // `*` and `+` repeat one character, class or `\d`, not a group (even of one character).
      let isGroup = next == UInt8(ascii: "(")
      guard let atom = atom() else { return nil }
      let node: Node
      switch (next, atom) {
      case (UInt8(ascii: "?"), _): node = .optional(atom)
      case (UInt8(ascii: "*"), .atom(let one)) where !isGroup: node = .repeated(one, minimum: 0)
      case (UInt8(ascii: "+"), .atom(let one)) where !isGroup: node = .repeated(one, minimum: 1)
      case (UInt8(ascii: "*"), _), (UInt8(ascii: "+"), _), (UInt8(ascii: "{"), _): return nil
      default: return atom
      }
      if case .repeated = node { repetitions += 1 }
      index += 1
      // Lazy (`??`, `*?`), possessive (`?+`) and stacked quantifiers are outside the subset.
      if let byte = next, "?*+{".utf8.contains(byte) { return nil }
      return node
    }

    /// The character, class or group at the reader.
    private mutating func atom() -> Node? {
      guard let byte = next else { return nil }
      index += 1
      switch byte {
      case UInt8(ascii: "\\"):
        guard let escaped = next else { return nil }
        index += 1
        if escaped == UInt8(ascii: "d") { return .atom(.digit) }
        guard Self.isMeta(escaped) || "-/ ".utf8.contains(escaped) else { return nil }
        return .atom(.byte(escaped))
      case UInt8(ascii: "["):
        return byteSet().map(Node.atom)
      case UInt8(ascii: "("):
        guard next == UInt8(ascii: "?"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: ":"), depth < Self.depthLimit
        else { return nil }
        index += 2
        depth += 1
        defer { depth -= 1 }
        guard let inner = alternation(), next == UInt8(ascii: ")") else { return nil }
        index += 1
        return inner
      default:
        guard !Self.isMeta(byte) else { return nil }
        return .atom(.byte(byte))
      }
    }

    /// The class after a `[`, through its `]`.
    private mutating func byteSet() -> Atom? {
      var (low, high): (UInt64, UInt64) = (0, 0)
      func add(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
      }
      var isFirst = true
      while let byte = next, byte != UInt8(ascii: "]") {
        index += 1
        if byte == UInt8(ascii: "-") {
          // A `-` stands for itself only first or last.
          guard isFirst || next == UInt8(ascii: "]") else { return nil }
          add(byte)
        } else {
          guard Self.isClassMember(byte) else { return nil }
          if next == UInt8(ascii: "-"), index + 1 < bytes.count,
            bytes[index + 1] != UInt8(ascii: "]")
          {
            let last = bytes[index + 1]
            guard Self.isAlphanumeric(byte), Self.isAlphanumeric(last), byte <= last else {
              return nil
            }
            index += 2
            for member in byte...last { add(member) }
          } else {
            add(byte)
          }
        }
        isFirst = false
      }
      guard next == UInt8(ascii: "]"), low | high != 0 else { return nil }
      index += 1
      return .byteSet(low: low, high: high)
    }

    private static func isMeta(_ byte: UInt8) -> Bool {
      #"\^$.|?*+()[]{}"#.utf8.contains(byte)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "a")...UInt8(ascii: "z"):
        true
      default: false
      }
    }

    private static func isClassMember(_ byte: UInt8) -> Bool {
      isAlphanumeric(byte) || "_.,'".utf8.contains(byte)
    }
  }
}
