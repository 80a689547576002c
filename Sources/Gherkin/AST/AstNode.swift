/// A value collected under an open grammar rule: a token, or a finished child rule.
///
/// Indirect, so that moving one through the nodes' child arrays is a single reference count
/// instead of a copy of a whole AST struct.
indirect enum AstValue {
  case token(Token)
  case node(AstNode)
  case step(Step)
  case docString(GherkinDocString)
  case dataTable(GherkinDataTable)
  case background(Background)
  case scenario(Scenario)
  case examples(Examples)
  case tableRows([TableRow])
  case description(String)
  case feature(Feature)
  case rule(Rule)
  case document(GherkinDocument)
  /// A rule that produced nothing (e.g. a feature without a header after errors).
  case nothing
}

/// A finished child rule and its value (a struct, not a tuple: tuples in arrays go through the
/// runtime's slow generic value witnesses).
struct AstChild {
  let rule: RuleType
  let value: AstValue
}

/// An open grammar rule and what has been collected under it so far.
///
/// Nodes are recycled by ``AstBuilder`` once their rule is transformed, keeping the capacity of
/// their arrays, so that a file's thousands of rules do not each allocate a node and its arrays.
final class AstNode {
  private(set) var ruleType: RuleType
  // Single-threaded and never accessed overlappingly: no run-time exclusivity checks.
  @exclusivity(unchecked) private(set) var tokens: [Token] = []
  @exclusivity(unchecked) private(set) var children: [AstChild] = []

  init(_ ruleType: RuleType) {
    self.ruleType = ruleType
  }

  /// Sets the rule of an emptied node, for reuse.
  func reuse(as rule: RuleType) { ruleType = rule }

  /// Lets go of the node's tokens and children, keeping its arrays' capacity: as soon as its rule
  /// is transformed, so that the ``TokenScanner`` finds those tokens free for its next lines.
  func empty() {
    tokens.removeAll(keepingCapacity: true)
    children.removeAll(keepingCapacity: true)
  }

  func add(_ token: Token) { tokens.append(token) }

  func add(_ rule: RuleType, _ value: AstValue) {
    children.append(AstChild(rule: rule, value: value))
  }

  /// The first child of `rule`, if any.
  func single(_ rule: RuleType) -> AstValue? {
    // By index: `first(where:)` copies (retains and releases) every child it looks at.
    for index in children.indices where children[index].rule == rule {
      return children[index].value
    }
    return nil
  }

  /// Calls `body` with every child of `rule`, in order, without copying the children out.
  func forEach(_ rule: RuleType, _ body: (AstValue) -> Void) {
    for index in children.indices where children[index].rule == rule {
      body(children[index].value)
    }
  }

  /// Calls `body` with every token of `type`, in order, without copying the tokens out.
  func forEach<Failure: Error>(_ type: TokenType, _ body: (Token) throws(Failure) -> Void)
    throws(Failure)
  {
    for token in tokens where token.matchedType == type { try body(token) }
  }

  /// The number of tokens of `type`.
  func count(_ type: TokenType) -> Int {
    var count = 0
    for token in tokens where token.matchedType == type { count += 1 }
    return count
  }

  /// The first token of `type`, if any.
  func token(_ type: TokenType) -> Token? {
    for index in tokens.indices where tokens[index].matchedType == type { return tokens[index] }
    return nil
  }
}
