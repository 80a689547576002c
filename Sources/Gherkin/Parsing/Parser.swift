/// The Gherkin parser: runs the state machine of ``ParserStateTable`` over the tokens of one
/// source, driving a builder and collecting errors like the reference parsers (at most 10,
/// duplicates dropped, parsing resumes at the next line after an unexpected token).
struct Parser<Matcher: TokenMatcher, Builder: ParserBuilder> {
  private let bytes: [UInt8]
  private var scanner = TokenScanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
  private let matcher: Matcher
  private(set) var builder: Builder
  private var queue: [Token] = []
  private var queueHead = 0
  private var lookaheadTokens: [Token] = []
  private(set) var errors: [GherkinSyntaxError] = []
  private var stack: [RuleType] = []
  private var tooManyErrors = false

  /// The most errors collected before parsing stops, as in the reference.
  static var errorLimit: Int { 10 }

  init(bytes: [UInt8], matcher: Matcher, builder: Builder) {
    self.bytes = bytes
    self.matcher = matcher
    self.builder = builder
  }

  /// Parses the whole source; the builder holds the result and ``errors`` the errors.
  mutating func parse() {
    let bytes = self.bytes
    bytes.withUnsafeBufferPointer { buffer in
      scanner = TokenScanner(bytes: buffer)
      parseTokens()
    }
    scanner = TokenScanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
    queue.removeAll()
  }

  private mutating func parseTokens() {
    do {
      try matcher.reset()
    } catch {
      addError(error)
    }
    startRule(.gherkinDocument)
    var state = ParserStateTable.start
    ParserStateTable.transitions.withUnsafeBufferPointer { transitions in
      ParserStateTable.ranges.withUnsafeBufferPointer { ranges in
        while !tooManyErrors {
          let token = readToken()
          state = matchToken(state, token, transitions, ranges)
          if token.isEOF { break }
        }
      }
    }
    if !tooManyErrors { endRule() }
  }

  private mutating func readToken() -> Token {
    if queueHead < queue.count {
      let token = queue[queueHead]
      queueHead += 1
      if queueHead == queue.count {
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
      }
      return token
    }
    return scanner.read()
  }

  private mutating func matchToken(
    _ state: Int, _ token: Token, _ transitions: UnsafeBufferPointer<Transition>,
    _ ranges: UnsafeBufferPointer<Range<Int>>
  ) -> Int {
    for index in ranges[state] {
      let transition = transitions[index]
      guard match(transition.token, token) else { continue }
      switch transition.lookahead {
      case .none: break
      case .scenario: guard lookahead(for: .scenarioLine) else { continue }
      case .examples: guard lookahead(for: .examplesLine) else { continue }
      }
      if let target = transition.popTo {
        while let top = stack.last, top != target, stack.count > 1 { endRule() }
      }
      for index in 0..<Int(transition.push.count) { startRule(transition.push[index]) }
      builder.build(token)
      return transition.next
    }
    let current = ParserStateTable.states[state]
    if token.isEOF {
      addError(
        GherkinSyntaxError(
          message: "unexpected end of file, expected: \(current.expected)",
          location: Location(line: token.lineNumber)))
    } else {
      addError(
        GherkinSyntaxError(
          message: "expected: \(current.expected), got '\(token.valueForError)'",
          location: token.errorLocation))
    }
    return state
  }

  private mutating func match(_ type: TokenType, _ token: Token) -> Bool {
    do {
      return try matcher.match(type, token)
    } catch {
      addError(error)
      return false
    }
  }

  /// Reads ahead past blank lines, comments and tags; true when `type` comes next.
  private mutating func lookahead(for type: TokenType) -> Bool {
    // The tokens read ahead, in a list kept from one lookahead to the next (no allocation each).
    var read = lookaheadTokens
    lookaheadTokens = []
    defer {
      read.removeAll(keepingCapacity: true)
      lookaheadTokens = read
    }
    var found = false
    while true {
      let token = readToken()
      read.append(token)
      if match(type, token) {
        found = true
        break
      }
      guard match(.empty, token) || match(.comment, token) || match(.tagLine, token) else {
        break
      }
    }
    queue.append(contentsOf: read)
    return found
  }

  private mutating func startRule(_ rule: RuleType) {
    stack.append(rule)
    builder.startRule(rule)
  }

  private mutating func endRule() {
    guard stack.popLast() != nil else { return }
    do {
      try builder.endRule()
    } catch {
      addError(error)
    }
  }

  /// Records `error`, unless it repeats one or the limit was passed already: the reference stops
  /// at the error that passes it (it throws), so nothing that token does later is an error too.
  private mutating func addError(_ error: GherkinSyntaxError) {
    guard !tooManyErrors, !errors.contains(where: { $0.formatted == error.formatted }) else {
      return
    }
    errors.append(error)
    if errors.count > Self.errorLimit { tooManyErrors = true }
  }
}
