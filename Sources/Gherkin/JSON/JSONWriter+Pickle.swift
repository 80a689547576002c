// JSON encodings of pickles, sources and parse errors, with the reference field names.

extension Pickle: JSONWritable {
  /// Writes the pickle message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.idField("id", id)
    writer.field("uri", uri)
    writer.field("location", location)
    writer.field("name", name)
    writer.field("language", language)
    writer.field("steps", steps)
    writer.field("tags", tags)
    writer.idsField("astNodeIds", astNodeIds)
    writer.endObject()
  }
}

extension PickleStep: JSONWritable {
  /// Writes the pickle step message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("argument", argument)
    writer.idsField("astNodeIds", astNodeIds)
    writer.idField("id", id)
    writer.field("type", type?.rawValue)
    writer.field("text", text)
    writer.endObject()
  }
}

extension PickleTag: JSONWritable {
  /// Writes the pickle tag message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("name", name)
    writer.idField("astNodeId", astNodeId)
    writer.endObject()
  }
}

extension PickleStepArgument: JSONWritable {
  /// Writes the step argument message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("docString", docString)
    writer.field("dataTable", dataTable)
    writer.endObject()
  }
}

extension PickleDocString: JSONWritable {
  /// Writes the pickle doc string message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("argumentIndex", argumentIndex)
    writer.field("mediaType", mediaType)
    writer.field("content", content)
    writer.endObject()
  }
}

extension PickleTable: JSONWritable {
  /// Writes the pickle table message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("argumentIndex", argumentIndex)
    writer.field("rows", rows)
    writer.endObject()
  }
}

extension PickleTableRow: JSONWritable {
  /// Writes the pickle table row message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("cells", cells)
    writer.endObject()
  }
}

extension PickleTableCell: JSONWritable {
  /// Writes the pickle table cell message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("value", value)
    writer.endObject()
  }
}

extension Source: JSONWritable {
  /// Writes the source message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("uri", uri)
    writer.field("data", data)
    writer.field("mediaType", mediaType)
    writer.endObject()
  }
}

extension SourceReference: JSONWritable {
  /// Writes the source reference message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("uri", uri)
    writer.field("location", location)
    writer.endObject()
  }
}

extension ParseError: JSONWritable {
  /// Writes the parse error message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("source", source)
    writer.field("message", message)
    writer.endObject()
  }
}
