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
  /// The inherited background steps (none when the scenario has no steps).
  let backgroundSteps: [Step]
  /// The examples row of an outline's pickle.
  let row: TableRow?
  let placeholders: Placeholders?
  let tags: [PickleTag]

  /// The number of pickle steps; the pickle draws one id per step, then its own.
  var stepCount: Int { backgroundSteps.count + steps.count }

  /// The pickle name, placeholders filled.
  var name: String { placeholders?.fill(scenarioName) ?? scenarioName }

  /// Calls `body` with each step, its placeholders, its examples row id and its pickle type.
  func forEachStep(_ body: (Step, Placeholders?, String?, PickleStepType?) -> Void) {
    var resolver = StepTypeResolver()
    for step in backgroundSteps { body(step, nil, nil, resolver.type(of: step.keywordType)) }
    for step in steps { body(step, placeholders, row?.id, resolver.type(of: step.keywordType)) }
  }

  /// The pickle, drawing the step ids and then the pickle id from `ids`.
  func pickle(ids: IdGenerator) -> Pickle {
    var pickleSteps: [PickleStep] = []
    pickleSteps.reserveCapacity(stepCount)
    forEachStep { step, placeholders, rowId, type in
      let fill = { (text: String) in placeholders?.fill(text) ?? text }
      pickleSteps.append(
        PickleStep(
          argument: Self.argument(of: step, fill: fill),
          astNodeIds: rowId.map { [step.id, $0] } ?? [step.id], id: ids.newId(), type: type,
          text: fill(step.text)))
    }
    return Pickle(
      id: ids.newId(), uri: uri, location: location, name: name, language: language,
      steps: pickleSteps, tags: tags, astNodeIds: row.map { [scenarioId, $0.id] } ?? [scenarioId])
  }

  /// The data table and/or doc string of `step`, placeholders filled by `fill`.
  static func argument(of step: Step, fill: (String) -> String) -> PickleStepArgument? {
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
}
