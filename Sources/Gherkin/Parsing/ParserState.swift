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
  let push: [RuleType]
  let next: Int

  init(
    _ token: TokenType, _ lookahead: Lookahead = .none, popTo: RuleType? = nil,
    push: [RuleType] = [], next: Int
  ) {
    self.token = token
    self.lookahead = lookahead
    self.popTo = popTo
    self.push = push
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
