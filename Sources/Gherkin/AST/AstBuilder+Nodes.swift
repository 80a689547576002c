extension AstBuilder {
  func makeStep(_ node: AstNode) -> Step {
    let line = node.token(.stepLine)
    var docString: GherkinDocString?
    var dataTable: GherkinDataTable?
    if case .docString(let value) = node.single(.docString) { docString = value }
    if case .dataTable(let value) = node.single(.dataTable) { dataTable = value }
    return Step(
      location: line?.location ?? Location(line: 0), keyword: line?.matchedKeyword ?? "",
      keywordType: line?.matchedKeywordType, text: line?.matchedText ?? "",
      docString: docString, dataTable: dataTable, id: ids.newId())
  }

  func makeDocString(_ node: AstNode) -> GherkinDocString? {
    guard let separator = node.token(.docStringSeparator) else { return nil }
    let mediaType = separator.matchedText.flatMap { $0.isEmpty ? nil : $0 }
    let content = joinedText(of: node, lines: node.count(.other))
    return GherkinDocString(
      location: separator.location, mediaType: mediaType, content: content,
      delimiter: separator.matchedKeyword ?? "")
  }

  func makeBackground(_ node: AstNode) -> Background? {
    guard let line = node.token(.backgroundLine) else { return nil }
    return Background(
      location: line.location, keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
      description: description(in: node), steps: steps(in: node), id: ids.newId())
  }

  func makeScenario(_ node: AstNode) -> Scenario? {
    let tags = self.tags(in: node)
    guard case .node(let scenario) = node.single(.scenario),
      let line = scenario.token(.scenarioLine)
    else { return nil }
    var examples: [Examples] = []
    scenario.forEach(.examplesDefinition) { value in
      if case .examples(let value) = value { examples.append(value) }
    }
    return Scenario(
      location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
      name: line.matchedText ?? "", description: description(in: scenario),
      steps: steps(in: scenario), examples: examples, id: ids.newId())
  }

  func makeExamples(_ node: AstNode) -> Examples? {
    let tags = self.tags(in: node)
    guard case .node(let examples) = node.single(.examples),
      let line = examples.token(.examplesLine)
    else { return nil }
    var rows: [TableRow]?
    if case .tableRows(let value) = examples.single(.examplesTable) { rows = value }
    return Examples(
      location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
      name: line.matchedText ?? "", description: description(in: examples),
      tableHeader: rows?.first, tableBody: Array(rows?.dropFirst() ?? []), id: ids.newId())
  }

  func makeFeature(_ node: AstNode) -> Feature? {
    guard case .node(let header) = node.single(.featureHeader) else { return nil }
    let tags = self.tags(in: header)
    guard let line = header.token(.featureLine) else { return nil }
    var children: [FeatureChild] = []
    children.reserveCapacity(node.children.count)
    if case .background(let background) = node.single(.background) {
      children.append(FeatureChild(background: background))
    }
    node.forEach(.scenarioDefinition) { value in
      if case .scenario(let scenario) = value { children.append(FeatureChild(scenario: scenario)) }
    }
    node.forEach(.rule) { value in
      if case .rule(let rule) = value { children.append(FeatureChild(rule: rule)) }
    }
    return Feature(
      location: line.location, tags: tags, language: line.matchedDialect,
      keyword: line.matchedKeyword ?? "", name: line.matchedText ?? "",
      description: description(in: header), children: children)
  }

  func makeRule(_ node: AstNode) -> Rule? {
    guard case .node(let header) = node.single(.ruleHeader),
      let line = header.token(.ruleLine)
    else { return nil }
    let tags = self.tags(in: header)
    var children: [RuleChild] = []
    children.reserveCapacity(node.children.count)
    if case .background(let background) = node.single(.background) {
      children.append(RuleChild(background: background))
    }
    node.forEach(.scenarioDefinition) { value in
      if case .scenario(let scenario) = value { children.append(RuleChild(scenario: scenario)) }
    }
    return Rule(
      location: line.location, tags: tags, keyword: line.matchedKeyword ?? "",
      name: line.matchedText ?? "", description: description(in: header), children: children,
      id: ids.newId())
  }

  /// The rows of a table node; every row must have as many cells as the first.
  func tableRows(_ node: AstNode) throws(GherkinSyntaxError) -> [TableRow] {
    var rows: [TableRow] = []
    rows.reserveCapacity(node.count(.tableRow))
    node.forEach(.tableRow) { token in
      var cells: [TableCell] = []
      cells.reserveCapacity(token.matchedItems.count)
      for item in token.matchedItems {
        cells.append(
          TableCell(
            location: Location(line: token.lineNumber, column: item.column), value: item.text))
      }
      rows.append(TableRow(location: token.location, cells: cells, id: ids.newId()))
    }
    if let count = rows.first?.cells.count {
      for row in rows where row.cells.count != count {
        throw GherkinSyntaxError(
          message: "inconsistent cell count within the table", location: row.location)
      }
    }
    return rows
  }

  /// The description lines of a `Description` node, without trailing blank lines.
  func description(of node: AstNode) -> String {
    var count = 0
    var seen = 0
    node.forEach(.other) { token in
      seen += 1
      if !(token.line?.isEmpty ?? true) { count = seen }
    }
    return joinedText(of: node, lines: count)
  }

  /// The texts of the first `lines` `Other` tokens of `node`, joined by newlines.
  private func joinedText(of node: AstNode, lines: Int) -> String {
    guard lines > 0 else { return "" }
    var text = ""
    var taken = 0
    node.forEach(.other) { token in
      guard taken < lines else { return }
      if taken > 0 { text += "\n" }
      text += token.matchedText ?? ""
      taken += 1
    }
    return text
  }

  private func description(in node: AstNode) -> String {
    if case .description(let text) = node.single(.description) { return text }
    return ""
  }

  private func steps(in node: AstNode) -> [Step] {
    var steps: [Step] = []
    // The node's children are its steps and at most a description: one allocation, not one per
    // doubling.
    steps.reserveCapacity(node.children.count)
    node.forEach(.step) { value in
      if case .step(let step) = value { steps.append(step) }
    }
    return steps
  }

  private func tags(in node: AstNode) -> [GherkinTag] {
    guard case .node(let tagsNode) = node.single(.tags) else { return [] }
    var tags: [GherkinTag] = []
    tagsNode.forEach(.tagLine) { token in
      for item in token.matchedItems {
        tags.append(
          GherkinTag(
            location: Location(line: token.lineNumber, column: item.column), name: item.text,
            id: ids.newId()))
      }
    }
    return tags
  }
}
