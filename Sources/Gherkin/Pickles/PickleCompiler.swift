/// Compiles a ``GherkinDocument`` into ``Pickle``s: one per scenario and one per examples row of
/// an outline, with background steps prepended, tags inherited, and `<placeholders>` filled in.
public struct PickleCompiler: Sendable {
  /// The id source, shared with the AST builder.
  public let ids: IdGenerator

  /// Creates a compiler drawing ids from `ids`.
  public init(ids: IdGenerator) {
    self.ids = ids
  }

  /// The pickles of `document`, in document order.
  public func compile(_ document: GherkinDocument, uri: String) -> [Pickle] {
    var pickles: [Pickle] = []
    compile(document, uri: uri) { pickles.append($0) }
    return pickles
  }

  /// Calls `emit` with each pickle of `document`, in document order, without collecting them.
  public func compile(_ document: GherkinDocument, uri: String, emit: (Pickle) -> Void) {
    guard let feature = document.feature else { return }
    let context = Context(uri: uri, language: feature.language)
    var backgroundSteps: [Step] = []
    for child in feature.children {
      if let background = child.background {
        backgroundSteps = background.steps
      } else if let rule = child.rule {
        compile(rule, tags: feature.tags, backgroundSteps: backgroundSteps, context, emit)
      } else if let scenario = child.scenario {
        compile(scenario, tags: feature.tags, backgroundSteps: backgroundSteps, context, emit)
      }
    }
  }

  private struct Context {
    let uri: String
    let language: String
  }

  private func compile(
    _ rule: Rule, tags featureTags: [Tag], backgroundSteps: [Step], _ context: Context,
    _ emit: (Pickle) -> Void
  ) {
    var steps = backgroundSteps
    let tags = featureTags + rule.tags
    for child in rule.children {
      if let background = child.background {
        steps += background.steps
      } else if let scenario = child.scenario {
        compile(scenario, tags: tags, backgroundSteps: steps, context, emit)
      }
    }
  }

  private func compile(
    _ scenario: Scenario, tags: [Tag], backgroundSteps: [Step], _ context: Context,
    _ emit: (Pickle) -> Void
  ) {
    let stepCount = scenario.steps.isEmpty ? 0 : backgroundSteps.count + scenario.steps.count
    guard !scenario.examples.isEmpty else {
      var resolver = StepTypeResolver()
      var steps: [PickleStep] = []
      steps.reserveCapacity(stepCount)
      if !scenario.steps.isEmpty {
        for step in backgroundSteps { steps.append(pickleStep(step, nil, nil, &resolver)) }
      }
      for step in scenario.steps { steps.append(pickleStep(step, nil, nil, &resolver)) }
      emit(
        Pickle(
          id: ids.newId(), uri: context.uri, location: scenario.location, name: scenario.name,
          language: context.language, steps: steps, tags: pickleTags(tags, scenario.tags),
          astNodeIds: [scenario.id]))
      return
    }
    for examples in scenario.examples {
      guard let header = examples.tableHeader else { continue }
      let patterns = Placeholders.Header(header.cells)
      let examplesTags = pickleTags(tags, scenario.tags, examples.tags)
      for row in examples.tableBody {
        let placeholders = Placeholders(header: patterns, values: row.cells)
        var resolver = StepTypeResolver()
        var steps: [PickleStep] = []
        steps.reserveCapacity(stepCount)
        if !scenario.steps.isEmpty {
          for step in backgroundSteps { steps.append(pickleStep(step, nil, nil, &resolver)) }
        }
        for step in scenario.steps {
          steps.append(pickleStep(step, placeholders, row.id, &resolver))
        }
        emit(
          Pickle(
            id: ids.newId(), uri: context.uri, location: row.location,
            name: placeholders.fill(scenario.name), language: context.language, steps: steps,
            tags: examplesTags,
            astNodeIds: [scenario.id, row.id]))
      }
    }
  }

  private func pickleStep(
    _ step: Step, _ placeholders: Placeholders?, _ rowId: String?,
    _ resolver: inout StepTypeResolver
  ) -> PickleStep {
    let type = resolver.type(of: step.keywordType)
    let fill = { (text: String) in placeholders?.fill(text) ?? text }
    return PickleStep(
      argument: argument(of: step, fill: fill),
      astNodeIds: rowId.map { [step.id, $0] } ?? [step.id], id: ids.newId(), type: type,
      text: fill(step.text))
  }

  private func argument(of step: Step, fill: (String) -> String) -> PickleStepArgument? {
    guard step.dataTable != nil || step.docString != nil else { return nil }
    var tableIndex: Int?
    var docIndex: Int?
    if let table = step.dataTable, let doc = step.docString {
      let tableFirst = table.location.line < doc.location.line
      tableIndex = tableFirst ? 1 : 2
      docIndex = tableFirst ? 2 : 1
    }
    let table = step.dataTable.map { table in
      PickleTable(
        argumentIndex: tableIndex,
        rows: table.rows.map { row in
          PickleTableRow(cells: row.cells.map { PickleTableCell(value: fill($0.value)) })
        })
    }
    let doc = step.docString.map { doc in
      PickleDocString(
        argumentIndex: docIndex, mediaType: doc.mediaType.map(fill), content: fill(doc.content))
    }
    return PickleStepArgument(docString: doc, dataTable: table)
  }

  private func pickleTags(_ lists: [Tag]...) -> [PickleTag] {
    var tags: [PickleTag] = []
    tags.reserveCapacity(lists.reduce(0) { $0 + $1.count })
    for list in lists {
      for tag in list { tags.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
    }
    return tags
  }
}
