/// A value collected under an open grammar rule: a token, or a finished child rule.
///
/// Indirect, so that moving one through the nodes' child arrays is a single reference count
/// instead of a copy of a whole AST struct.
indirect enum AstValue {
  case token(Token)
  case node(AstNode)
  case step(Step)
  case docString(DocString)
  case dataTable(DataTable)
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
final class AstNode {
  let ruleType: RuleType
  // Single-threaded and never accessed overlappingly: no run-time exclusivity checks.
  @exclusivity(unchecked) private(set) var tokens: [Token] = []
  @exclusivity(unchecked) private(set) var children: [AstChild] = []

  init(_ ruleType: RuleType) {
    self.ruleType = ruleType
  }

  func add(_ token: Token) { tokens.append(token) }

  func add(_ rule: RuleType, _ value: AstValue) {
    if children.isEmpty { children.reserveCapacity(8) }
    children.append(AstChild(rule: rule, value: value))
  }

  /// The first child of `rule`, if any.
  func single(_ rule: RuleType) -> AstValue? {
    children.first { $0.rule == rule }?.value
  }

  /// Calls `body` with every child of `rule`, in order, without copying the children out.
  func forEach(_ rule: RuleType, _ body: (AstValue) -> Void) {
    for index in children.indices where children[index].rule == rule {
      body(children[index].value)
    }
  }

  /// The tokens of `type`, in order.
  func tokens(_ type: TokenType) -> [Token] {
    tokens.filter { $0.matchedType == type }
  }

  /// The first token of `type`, if any.
  func token(_ type: TokenType) -> Token? {
    tokens.first { $0.matchedType == type }
  }
}
