/// One pickle before its ids are drawn: what ``PickleCompiler`` found for a scenario or an
/// examples row. It builds the ``Pickle``, or writes its message straight to JSON.
struct PickleDraft {
  let uri: String
  let language: String
  /// The scenario's location, or the examples row's.
  let location: Location
  /// The scenario name, placeholders unfilled.
  let scenarioName: String
  let scenarioId: String
  /// The scenario's own steps.
  let steps: [Step]
  /// The inherited background steps (none when the scenario has no steps), with their arguments
  /// and AST node ids made once for every pickle.
  let inherited: InheritedSteps
  /// The inherited background steps.
  var backgroundSteps: [Step] { inherited.steps }
  /// The examples row of an outline's pickle.
  let row: TableRow?
  let placeholders: Placeholders?
  let tags: [PickleTag]

  /// The number of pickle steps; the pickle draws one id per step, then its own.
  var stepCount: Int { backgroundSteps.count + steps.count }

  /// The pickle name, placeholders filled.
  var name: String { placeholders?.fill(scenarioName) ?? scenarioName }

  /// The pickle, drawing the step ids and then the pickle id from `ids`.
  func pickle(ids: IdGenerator) -> Pickle {
    var pickleSteps: [PickleStep] = []
    pickleSteps.reserveCapacity(stepCount)
    var resolver = StepTypeResolver()
    let inheritedSteps = inherited.steps
    for index in inheritedSteps.indices {
      pickleSteps.append(
        PickleStep(
          argument: inherited.arguments[index], astNodeIds: inherited.astNodeIds[index],
          id: ids.newId(), type: resolver.type(of: inheritedSteps[index].keywordType),
          text: inheritedSteps[index].text))
    }
    let rowId = row?.id
    let fill = { (text: String) in placeholders?.fill(text) ?? text }
    for index in steps.indices {
      pickleSteps.append(
        PickleStep(
          argument: Self.argument(of: steps[index], fill: fill),
          astNodeIds: rowId.map { [steps[index].id, $0] } ?? [steps[index].id], id: ids.newId(),
          type: resolver.type(of: steps[index].keywordType), text: fill(steps[index].text)))
    }
    return Pickle(
      id: ids.newId(), uri: uri, location: location, name: name, language: language,
      steps: pickleSteps, tags: tags, astNodeIds: row.map { [scenarioId, $0.id] } ?? [scenarioId])
  }

  /// The data table and/or doc string of `step`, placeholders filled by `fill`.
  static func argument(of step: Step, fill: (String) -> String) -> PickleStepArgument? {
    guard hasArgument(step) else { return nil }
    let (tableIndex, docIndex) = argumentIndices(of: step)
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

  /// Whether `step` has a data table or a doc string (tested without copying them).
  static func hasArgument(_ step: borrowing Step) -> Bool {
    if case .some = step.dataTable { return true }
    if case .some = step.docString { return true }
    return false
  }

  /// The `argumentIndex` of the table and of the doc string: 1 and 2 in the order written when
  /// the step has both, none otherwise.
  static func argumentIndices(of step: borrowing Step) -> (table: Int?, docString: Int?) {
    guard let tableLine = step.dataTable?.location.line,
      let docLine = step.docString?.location.line
    else { return (nil, nil) }
    return tableLine < docLine ? (1, 2) : (2, 1)
  }
}
