/// A boolean expression over tag names, such as `@smoke and not (@slow or @wip)`, used to select
/// scenarios.
///
/// ```swift
/// let expression = try TagExpression.parse("@smoke and not @slow")
/// expression.evaluate(["@smoke"])  // true
/// expression.evaluate(["@smoke", "@slow"])  // false
/// expression.description  // "( @smoke and not ( @slow ) )"
/// ```
///
/// In tag names, `\(`, `\)`, `\\` and `\` followed by whitespace stand for the character itself.
public indirect enum TagExpression: Sendable, Equatable, CustomStringConvertible {
  /// The empty expression, true for every set of tags.
  case always
  /// True when the tag is present.
  case tag(String)
  /// True when the operand is false.
  case not(TagExpression)
  /// True when both operands are true.
  case and(TagExpression, TagExpression)
  /// True when either operand is true.
  case or(TagExpression, TagExpression)

  /// Parses `expression` (`and` binds tighter than `or`; `not` tighter than both).
  ///
  /// - Throws: ``TagExpressionError`` with the official message for a malformed expression.
  public static func parse(_ expression: String) throws -> TagExpression {
    var parser = TagExpressionParser(expression)
    return try parser.parse()
  }

  /// Whether a scenario with `tags` is selected.
  public func evaluate(_ tags: some Collection<String>) -> Bool {
    evaluate { tags.contains($0) }
  }

  /// Whether a scenario with the tags of `tags` is selected: the same as for any collection, with
  /// each tag looked up by its hash, in code that a caller in another module does not run through
  /// generic witnesses (a run evaluates hooks' and filters' expressions for every scenario).
  public func evaluate(_ tags: Set<String>) -> Bool {
    evaluate { tags.contains($0) }
  }

  /// Whether the expression holds when `has` says which tags the scenario has.
  private func evaluate(has: (String) -> Bool) -> Bool {
    switch self {
    case .always: true
    case .tag(let name): has(name)
    case .not(let operand): !operand.evaluate(has: has)
    case .and(let left, let right): left.evaluate(has: has) && right.evaluate(has: has)
    case .or(let left, let right): left.evaluate(has: has) || right.evaluate(has: has)
    }
  }

  /// The official fully parenthesised form, for example `( a and not ( b ) )`; empty for
  /// ``always``.
  public var description: String {
    switch self {
    case .always: ""
    case .tag(let name): Self.escape(name)
    case .not(let operand): "not " + operand.parenthesized
    case .and(let left, let right): "( \(left) and \(right) )"
    case .or(let left, let right): "( \(left) or \(right) )"
    }
  }

  /// The expression in parentheses; binary expressions already have them.
  private var parenthesized: String {
    switch self {
    case .and, .or: description
    default: "( \(description) )"
    }
  }

  private static func escape(_ name: String) -> String {
    var escaped = ""
    for character in name {
      if character == "\\" || character == "(" || character == ")" || character.isWhitespace {
        escaped.append("\\")
      }
      escaped.append(character)
    }
    return escaped
  }
}

/// A malformed tag expression, with the official message.
public struct TagExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// For example `Tag expression "a b" could not be parsed because of syntax error: Expected
  /// operator.`
  public let message: String

  /// Creates an error with `message`.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
