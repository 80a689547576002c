/// Builds the ``GherkinDocument`` from the parser's rules and tokens, giving each node its id
/// when the node is finished (children before parents), like the reference AST builder.
struct AstBuilder: ParserBuilder {
  private var stack: [AstNode] = [AstNode(.none)]
  /// Finished nodes, ready to be reused by the next rules.
  private var pool: [AstNode] = []
  private(set) var comments: [GherkinComment] = []
  let ids: IdGenerator

  init(ids: IdGenerator) {
    self.ids = ids
  }

  mutating func startRule(_ rule: RuleType) {
    if let node = pool.popLast() {
      node.reuse(as: rule)
      stack.append(node)
    } else {
      stack.append(AstNode(rule))
    }
  }

  mutating func endRule() throws(GherkinSyntaxError) {
    guard stack.count > 1, let node = stack.popLast(), let parent = stack.last else { return }
    let value = try transform(node)
    parent.add(node.ruleType, value)
    if case .node = value { return }
    recycle(node)
  }

  /// Returns `node`, and the untransformed nodes under it, to the pool, emptied: once a rule is
  /// transformed, nothing refers to its node, nor to its tokens, any more.
  private mutating func recycle(_ node: AstNode) {
    for index in node.children.indices {
      if case .node(let inner) = node.children[index].value { recycle(inner) }
    }
    node.empty()
    pool.append(node)
  }

  mutating func build(_ token: Token) {
    if token.matchedType == .comment {
      comments.append(GherkinComment(location: token.location, text: token.matchedText ?? ""))
    } else {
      stack.last?.add(token)
    }
  }

  /// The finished document, or nil when parsing did not complete.
  var document: GherkinDocument? {
    guard case .document(let document) = stack.first?.single(.gherkinDocument) else { return nil }
    return document
  }

  private func transform(_ node: AstNode) throws(GherkinSyntaxError) -> AstValue {
    switch node.ruleType {
    case .step: return .step(makeStep(node))
    case .docString: return makeDocString(node).map(AstValue.docString) ?? .nothing
    case .dataTable:
      let rows = try tableRows(node)
      guard let first = rows.first else { return .nothing }
      return .dataTable(GherkinDataTable(location: first.location, rows: rows))
    case .background: return makeBackground(node).map(AstValue.background) ?? .nothing
    case .scenarioDefinition: return makeScenario(node).map(AstValue.scenario) ?? .nothing
    case .examplesDefinition: return makeExamples(node).map(AstValue.examples) ?? .nothing
    case .examplesTable: return .tableRows(try tableRows(node))
    case .description: return .description(description(of: node))
    case .feature: return makeFeature(node).map(AstValue.feature) ?? .nothing
    case .rule: return makeRule(node).map(AstValue.rule) ?? .nothing
    case .gherkinDocument:
      var feature: Feature?
      if case .feature(let value) = node.single(.feature) { feature = value }
      return .document(GherkinDocument(uri: nil, feature: feature, comments: comments))
    default: return .node(node)
    }
  }
}
