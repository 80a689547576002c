extension PickleDraft {
  /// Writes `{"pickle":{...}}` as ``Pickle``'s encoding would, without building the pickle.
  ///
  /// Ids are drawn as ``pickle(ids:)`` draws them (steps first, then the pickle); numbered ones
  /// (predictable, or UUIDs deferred to the writer) are written from their numbers, without
  /// making their strings. `stepIds` is a scratch list for other UUIDs, reused from pickle to
  /// pickle.
  func writeEnvelope(to writer: JSONWriter, ids: IdGenerator, stepIds: inout [String]) {
    let first = ids.take(stepCount + 1)
    stepIds.removeAll(keepingCapacity: true)
    if first == nil {
      for _ in 0...stepCount { stepIds.append(ids.newId()) }
    }
    func writeId(_ index: Int) {
      if let first {
        writer.id(number: first + index)
      } else {
        writer.string(stepIds[index])
      }
    }
    writer.beginObject()
    writer.key("pickle" as StaticString)
    writer.beginObject()
    writer.key("id" as StaticString)
    writeId(stepCount)
    writer.field("uri", uri)
    writer.field("location", location)
    writer.key("name" as StaticString)
    writer.filled(scenarioName, placeholders)
    writer.field("language", language)
    writer.key("steps" as StaticString)
    writer.beginArray()
    // The steps are read in place through buffer pointers: a `Step` copied out of its array
    // would retain (and later release) each of its strings and lists.
    var resolver = StepTypeResolver()
    var index = 0
    func write(_ steps: [Step], _ placeholders: Placeholders?, _ rowId: String?) {
      steps.withUnsafeBufferPointer { list in
        guard let base = list.baseAddress else { return }
        for offset in list.indices {
          let type = resolver.type(of: list[offset].keywordType)
          writeStep(base + offset, placeholders, rowId, type, to: writer) { writeId(index) }
          index += 1
        }
      }
    }
    write(backgroundSteps, nil, nil)
    write(steps, placeholders, row?.id)
    writer.endArray()
    writer.field("tags", tags)
    writer.astNodeIds(scenarioId, row?.id)
    writer.endObject()
    writer.endObject()
  }

  /// Writes one pickle step; `writeId` writes its id.
  @inline(__always)
  private func writeStep(
    _ step: UnsafePointer<Step>, _ placeholders: Placeholders?, _ rowId: String?,
    _ type: PickleStepType?, to writer: JSONWriter, writeId: () -> Void
  ) {
    writer.beginObject()
    if step.pointee.docString != nil || step.pointee.dataTable != nil {
      writeArgument(of: step.pointee, placeholders, to: writer)
    }
    writer.astNodeIds(step.pointee.id, rowId)
    writer.key("id" as StaticString)
    writeId()
    writer.field("type", type?.rawValue)
    writer.key("text" as StaticString)
    writer.filled(step.pointee.text, placeholders)
    writer.endObject()
  }

  /// Writes `"argument":{...}` as ``PickleStepArgument``'s encoding would, placeholders filled.
  private func writeArgument(
    of step: borrowing Step, _ placeholders: Placeholders?, to writer: JSONWriter
  ) {
    let (tableIndex, docIndex) = Self.argumentIndices(of: step)
    writer.key("argument" as StaticString)
    writer.beginObject()
    if let doc = step.docString {
      writer.key("docString" as StaticString)
      writer.beginObject()
      writer.field("argumentIndex", docIndex)
      if let mediaType = doc.mediaType {
        writer.key("mediaType" as StaticString)
        writer.filled(mediaType, placeholders)
      }
      writer.key("content" as StaticString)
      writer.filled(doc.content, placeholders)
      writer.endObject()
    }
    if let table = step.dataTable {
      writer.key("dataTable" as StaticString)
      writer.beginObject()
      writer.field("argumentIndex", tableIndex)
      writer.key("rows" as StaticString)
      writer.beginArray()
      for row in table.rows {
        writer.beginObject()
        writer.key("cells" as StaticString)
        writer.beginArray()
        for cell in row.cells {
          writer.beginObject()
          writer.key("value" as StaticString)
          writer.filled(cell.value, placeholders)
          writer.endObject()
        }
        writer.endArray()
        writer.endObject()
      }
      writer.endArray()
      writer.endObject()
    }
    writer.endObject()
  }
}

extension JSONWriter {
  /// Writes `"astNodeIds":["first"]` or `"astNodeIds":["first","second"]`.
  fileprivate func astNodeIds(_ first: String, _ second: String?) {
    key("astNodeIds" as StaticString)
    beginArray()
    id(first)
    if let second { id(second) }
    endArray()
  }

  /// Writes `text` as a string, its placeholders filled when there are some.
  fileprivate func filled(_ text: String, _ placeholders: Placeholders?) {
    if let placeholders {
      placeholders.write(text, to: self)
    } else {
      string(text)
    }
  }
}
