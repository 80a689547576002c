/// Parses tag expressions with Dijkstra's shunting-yard algorithm, as the official
/// implementations do.
struct TagExpressionParser {
  private enum Expecting: String {
    case operand, `operator`
  }

  /// The deepest nesting an expression may have. Evaluating, printing and freeing an expression
  /// recurse once per level, so a deeper one (tens of thousands of `not`s, say, from a generated
  /// `--tags`) would overflow the stack; no hand-written expression comes near it.
  static var maximumDepth: Int { 1000 }

  private let source: String
  private var operators: [String] = []
  /// The expressions built so far, each with its depth (a tag is 1 deep).
  private var operands: [(expression: TagExpression, depth: Int)] = []
  private var expecting = Expecting.operand

  init(_ source: String) {
    self.source = source
  }

  mutating func parse() throws -> TagExpression {
    let tokens = try tokenize()
    guard !tokens.isEmpty else { return .always }
    for token in tokens {
      try consume(token)
    }
    while let last = operators.popLast() {
      if last == "(" { throw error("Unmatched (") }
      try push(last)
    }
    guard let result = operands.popLast() else { throw error("Expected operand") }
    return result.expression
  }

  private mutating func consume(_ token: String) throws {
    switch token {
    case "not":
      try check(.operand)
      operators.append(token)
      expecting = .operand
    case "and", "or":
      try check(.operator)
      while let top = operators.last, Self.isOperator(top),
        Self.precedence(token) <= Self.precedence(top)
      {
        try push(operators.removeLast())
      }
      operators.append(token)
      expecting = .operand
    case "(":
      try check(.operand)
      operators.append(token)
      expecting = .operand
    case ")":
      try check(.operator)
      while let top = operators.last, top != "(" {
        try push(operators.removeLast())
      }
      guard operators.popLast() != nil else { throw error("Unmatched )") }
      expecting = .operator
    default:
      try check(.operand)
      operands.append((.tag(token), 1))
      expecting = .operator
    }
  }

  private static func isOperator(_ token: String) -> Bool {
    token == "and" || token == "or" || token == "not"
  }

  private static func precedence(_ token: String) -> Int {
    switch token {
    case "or": 0
    case "and": 1
    case "not": 2
    default: -1
    }
  }

  private func check(_ expected: Expecting) throws {
    guard expecting == expected else { throw error("Expected \(expecting.rawValue)") }
  }

  private mutating func push(_ token: String) throws {
    switch token {
    case "not":
      let operand = try popOperand()
      try append(.not(operand.expression), depth: operand.depth + 1)
    case "and", "or":
      let right = try popOperand()
      let left = try popOperand()
      try append(
        token == "and"
          ? .and(left.expression, right.expression) : .or(left.expression, right.expression),
        depth: max(left.depth, right.depth) + 1)
    default:
      operands.append((.tag(token), 1))
    }
  }

  /// Adds an operator's expression, unless it nests deeper than ``maximumDepth``.
  private mutating func append(_ expression: TagExpression, depth: Int) throws {
    guard depth <= Self.maximumDepth else {
      let start = source.prefix(60)
      throw TagExpressionError(
        message: "Tag expression \"\(start)\(start.count < source.count ? "…" : "")\" could not "
          + "be parsed: it nests more than \(Self.maximumDepth) levels deep.")
    }
    operands.append((expression, depth))
  }

  private mutating func popOperand() throws -> (expression: TagExpression, depth: Int) {
    guard let operand = operands.popLast() else { throw error("Expected operand") }
    return operand
  }

  /// Splits the source at whitespace and parentheses, resolving escapes.
  private func tokenize() throws -> [String] {
    var tokens: [String] = []
    var token = ""
    var escaped = false
    for character in source {
      if escaped {
        guard character == "(" || character == ")" || character == "\\" || character.isWhitespace
        else { throw error("Illegal escape before \"\(character)\"") }
        token.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "(" || character == ")" || character.isWhitespace {
        if !token.isEmpty {
          tokens.append(token)
          token = ""
        }
        if !character.isWhitespace {
          tokens.append(String(character))
        }
      } else {
        token.append(character)
      }
    }
    if !token.isEmpty {
      tokens.append(token)
    }
    return tokens
  }

  private func error(_ problem: String) -> TagExpressionError {
    TagExpressionError(
      message: "Tag expression \"\(source)\" could not be parsed because of syntax error: "
        + "\(problem).")
  }
}
