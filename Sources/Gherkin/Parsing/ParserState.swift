/// Which lookahead guards a transition: whether a tag line belongs to a scenario or to examples.
enum Lookahead {
  case none
  /// The tags are followed (past blank lines, comments and tags) by a scenario line.
  case scenario
  /// The tags are followed by an examples line.
  case examples
}

/// One edge of the parser's state machine.
///
/// When `token` matches (and the lookahead agrees), the parser closes rules until `popTo` is the
/// innermost open rule, opens `push` in order, hands the token to the builder, and moves to `next`.
struct Transition {
  let token: TokenType
  let lookahead: Lookahead
  let popTo: RuleType?
  let push: RuleList
  let next: Int

  init(
    _ token: TokenType, _ lookahead: Lookahead = .none, popTo: RuleType? = nil,
    push: [RuleType] = [], next: Int
  ) {
    self.token = token
    self.lookahead = lookahead
    self.popTo = popTo
    self.push = RuleList(push)
    self.next = next
  }
}

/// One state: its transitions, tried in order, and the expected-token list for errors.
struct ParserState {
  let transitions: [Transition]
  /// `#EOF, #Language, ...`: the distinct token kinds of the transitions, in order.
  let expected: String

  init(_ transitions: [Transition]) {
    self.transitions = transitions
    var names: [String] = []
    for transition in transitions where !names.contains("#" + transition.token.name) {
      names.append("#" + transition.token.name)
    }
    expected = names.joined(separator: ", ")
  }
}

/// Up to three rules, stored inline so transitions hold no references.
struct RuleList {
  let count: UInt8
  private let rules: (RuleType, RuleType, RuleType)

  init(_ rules: [RuleType]) {
    precondition(rules.count <= 3, "a transition opens at most three rules")
    count = UInt8(rules.count)
    let padded = rules + [RuleType](repeating: .none, count: 3 - rules.count)
    self.rules = (padded[0], padded[1], padded[2])
  }

  @inline(__always)
  subscript(_ index: Int) -> RuleType {
    switch index {
    case 0: rules.0
    case 1: rules.1
    default: rules.2
    }
  }
}
