/// Parses a Cucumber Expression into its syntax tree (a ``Node`` of kind `expression`).
///
/// The grammar, as in the official implementations:
/// ```
/// cucumber-expression := ( alternation | optional | parameter | text )*
/// alternation := (?<=left-boundary) alternative* ( '/' alternative* )+ (?=right-boundary)
/// left-boundary := whitespace | '}' | ^ ;  right-boundary := whitespace | '{' | $
/// alternative := optional | parameter | text
/// optional := '(' option* ')' ;  option := optional | parameter | text
/// parameter := '{' name* '}' ;  text := whitespace | ')' | '}' | .
/// ```
///
/// ```swift
/// let ast = try CucumberExpressionParser.parse("three (blind) mice")
/// // EXPRESSION_NODE [TEXT "three", TEXT " ", OPTIONAL [TEXT "blind"], TEXT " ", TEXT "mice"]
/// ```
package enum CucumberExpressionParser {
  /// The syntax tree of `expression`.
  ///
  /// - Throws: ``CucumberExpressionError`` for unbalanced `(`/`{`, bad escapes, an alternation
  ///   inside an optional, or a reserved character inside a parameter name.
  package static func parse(_ expression: String) throws -> Node {
    let tokens = try CucumberExpressionTokenizer.tokenize(expression)
    let parser = Parser(expression: expression, tokens: tokens)
    let result = try parser.parse(.expression, at: 0)
    guard let root = result.nodes.first else {
      throw CucumberExpressionError("Could not parse the Cucumber Expression \(expression)")
    }
    return root
  }
}

/// The recursive-descent parser over a token list.
private struct Parser {
  /// The grammar rules, each a sub-parser.
  enum Rule {
    case expression, alternation, alternativeSeparator, optional, parameter, name, text
  }

  /// What a sub-parser consumed and produced.
  struct Result {
    var consumed: Int
    var nodes: [Node]
    static let none = Result(consumed: 0, nodes: [])
  }

  let expression: String
  let tokens: [Token]

  func parse(_ rule: Rule, at current: Int) throws -> Result {
    switch rule {
    case .expression:
      try parseBetween(
        .expression, begin: .startOfLine, end: .endOfLine,
        rules: [.alternation, .optional, .parameter, .text], at: current)
    case .optional:
      try parseBetween(
        .optional, begin: .beginOptional, end: .endOptional, rules: [.optional, .parameter, .text],
        at: current)
    case .parameter:
      try parseBetween(
        .parameter, begin: .beginParameter, end: .endParameter, rules: [.name], at: current)
    case .alternation: try parseAlternation(at: current)
    case .alternativeSeparator: parseAlternativeSeparator(at: current)
    case .name: try parseName(at: current)
    case .text: try parseText(at: current)
    }
  }

  private func textNode(_ token: Token) -> Result {
    Result(
      consumed: 1,
      nodes: [Node(kind: .text, nodes: nil, token: token.text, start: token.start, end: token.end)])
  }

  private func parseText(at current: Int) throws -> Result {
    let token = tokens[current]
    switch token.kind {
    case .whiteSpace, .text, .endParameter, .endOptional: return textNode(token)
    case .alternation:
      throw ExpressionProblem.alternationInOptional.error(in: expression, at: token)
    default: return .none
    }
  }

  private func parseName(at current: Int) throws -> Result {
    let token = tokens[current]
    switch token.kind {
    case .whiteSpace, .text: return textNode(token)
    case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
      throw ExpressionProblem.invalidParameterName.error(in: expression, at: token)
    default: return .none
    }
  }

  private func parseAlternativeSeparator(at current: Int) -> Result {
    guard lookingAt(current, .alternation) else { return .none }
    let token = tokens[current]
    return Result(
      consumed: 1,
      nodes: [
        Node(kind: .alternative, nodes: nil, token: token.text, start: token.start, end: token.end)
      ])
  }

  private func parseAlternation(at current: Int) throws -> Result {
    guard lookingAt(current - 1, any: [.startOfLine, .whiteSpace, .endParameter]) else {
      return .none
    }
    let result = try parseTokens(
      rules: [.alternativeSeparator, .optional, .parameter, .text], from: current,
      until: [.whiteSpace, .endOfLine, .beginParameter])
    guard result.nodes.contains(where: { $0.kind == .alternative }) else { return .none }
    let start = tokens[current].start
    let end = tokens[current + result.consumed].start
    let alternation = Node(
      kind: .alternation, nodes: splitAlternatives(start: start, end: end, result.nodes),
      token: nil, start: start, end: end)
    return Result(consumed: result.consumed, nodes: [alternation])
  }

  private func parseBetween(
    _ kind: Node.Kind, begin: Token.Kind, end: Token.Kind, rules: [Rule], at current: Int
  ) throws -> Result {
    guard lookingAt(current, begin) else { return .none }
    let result = try parseTokens(rules: rules, from: current + 1, until: [end, .endOfLine])
    let endIndex = current + 1 + result.consumed
    guard lookingAt(endIndex, end) else {
      throw ExpressionProblem.missingEndToken(begin: begin, end: end).error(
        in: expression, at: tokens[current])
    }
    let node = Node(
      kind: kind, nodes: result.nodes, token: nil, start: tokens[current].start,
      end: tokens[endIndex].end)
    return Result(consumed: endIndex + 1 - current, nodes: [node])
  }

  private func parseTokens(rules: [Rule], from start: Int, until endKinds: [Token.Kind]) throws
    -> Result
  {
    var current = start
    var nodes: [Node] = []
    while current < tokens.count, !lookingAt(current, any: endKinds) {
      let result = try firstMatch(of: rules, at: current)
      current += result.consumed
      nodes += result.nodes
    }
    return Result(consumed: current - start, nodes: nodes)
  }

  private func firstMatch(of rules: [Rule], at current: Int) throws -> Result {
    for rule in rules {
      let result = try parse(rule, at: current)
      if result.consumed != 0 { return result }
    }
    throw CucumberExpressionError(
      "No eligible parsers for token \(tokens[current].kind.rawValue) in \(expression)")
  }

  private func lookingAt(_ index: Int, any kinds: [Token.Kind]) -> Bool {
    kinds.contains { lookingAt(index, $0) }
  }

  private func lookingAt(_ index: Int, _ kind: Token.Kind) -> Bool {
    if index < 0 { return kind == .startOfLine }
    if index >= tokens.count { return kind == .endOfLine }
    return tokens[index].kind == kind
  }

  /// Groups the nodes of an alternation into alternatives, using the separators' positions.
  private func splitAlternatives(start: Int, end: Int, _ nodes: [Node]) -> [Node] {
    var separators: [Node] = []
    var alternatives: [[Node]] = [[]]
    for node in nodes {
      if node.kind == .alternative {
        separators.append(node)
        alternatives.append([])
      } else {
        alternatives[alternatives.count - 1].append(node)
      }
    }
    return alternatives.enumerated().map { index, children in
      let from = index == 0 ? start : separators[index - 1].end
      let to = index == alternatives.count - 1 ? end : separators[index].start
      return Node(kind: .alternative, nodes: children, token: nil, start: from, end: to)
    }
  }
}
