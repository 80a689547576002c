extension PickleDraft {
  /// Writes `{"pickle":{...}}` as ``Pickle``'s encoding would, without building the pickle.
  ///
  /// Ids are drawn as ``pickle(ids:)`` draws them (steps first, then the pickle) into
  /// `stepIds`, a scratch list reused from pickle to pickle.
  func writeEnvelope(to writer: JSONWriter, ids: IdGenerator, stepIds: inout [String]) {
    stepIds.removeAll(keepingCapacity: true)
    for _ in 0..<stepCount { stepIds.append(ids.newId()) }
    writer.beginObject()
    writer.key("pickle" as StaticString)
    writer.beginObject()
    writer.field("id", ids.newId())
    writer.field("uri", uri)
    writer.field("location", location)
    writer.field("name", name)
    writer.field("language", language)
    writer.key("steps" as StaticString)
    writer.beginArray()
    var index = 0
    forEachStep { step, placeholders, rowId, type in
      let fill = { (text: String) in placeholders?.fill(text) ?? text }
      writer.beginObject()
      if step.dataTable != nil || step.docString != nil {
        writer.field("argument", Self.argument(of: step, fill: fill))
      }
      writer.astNodeIds(step.id, rowId)
      writer.field("id", stepIds[index])
      writer.field("type", type?.rawValue)
      writer.field("text", fill(step.text))
      writer.endObject()
      index += 1
    }
    writer.endArray()
    writer.field("tags", tags)
    writer.astNodeIds(scenarioId, row?.id)
    writer.endObject()
    writer.endObject()
  }
}

extension JSONWriter {
  /// Writes `"astNodeIds":["first"]` or `"astNodeIds":["first","second"]`.
  fileprivate func astNodeIds(_ first: String, _ second: String?) {
    key("astNodeIds" as StaticString)
    beginArray()
    string(first)
    if let second { string(second) }
    endArray()
  }
}
