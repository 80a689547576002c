// JSON encodings of the AST messages, with the reference field names; absent optionals are omitted.

extension Location: JSONWritable {
  /// Writes `{"line":..,"column":..}`.
  package func write(to writer: JSONWriter) {
    writer.location(line: line, column: column)
  }
}

extension GherkinDocument: JSONWritable {
  /// Writes the document as a `gherkinDocument` message body.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("uri", uri)
    writer.field("feature", feature)
    writer.field("comments", comments)
    writer.endObject()
  }
}

extension GherkinComment: JSONWritable {
  /// Writes the comment message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("text", text)
    writer.endObject()
  }
}

extension GherkinTag: JSONWritable {
  /// Writes the tag message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("name", name)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension Feature: JSONWritable {
  /// Writes the feature message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("tags", tags)
    writer.field("language", language)
    // A Markdown feature without a `# Feature:` header has no keyword; the reference omits it.
    if !keyword.isEmpty { writer.field("keyword", keyword) }
    writer.field("name", name)
    writer.field("description", description)
    writer.field("children", children)
    writer.endObject()
  }
}

extension FeatureChild: JSONWritable {
  /// Writes the feature child message (one member).
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("rule", rule)
    writer.field("background", background)
    writer.field("scenario", scenario)
    writer.endObject()
  }
}

extension Rule: JSONWritable {
  /// Writes the rule message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.header(location, tags, keyword, name, description)
    writer.field("children", children)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension RuleChild: JSONWritable {
  /// Writes the rule child message (one member).
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("background", background)
    writer.field("scenario", scenario)
    writer.endObject()
  }
}

extension Background: JSONWritable {
  /// Writes the background message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.header(location, nil, keyword, name, description)
    writer.field("steps", steps)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension Scenario: JSONWritable {
  /// Writes the scenario message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.header(location, tags, keyword, name, description)
    writer.field("steps", steps)
    writer.field("examples", examples)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension Examples: JSONWritable {
  /// Writes the examples message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.header(location, tags, keyword, name, description)
    writer.field("tableHeader", tableHeader)
    writer.field("tableBody", tableBody)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension Step: JSONWritable {
  /// Writes the step message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("keyword", keyword)
    writer.field("keywordType", keywordType?.rawValue)
    writer.field("text", text)
    writer.field("docString", docString)
    writer.field("dataTable", dataTable)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension GherkinDataTable: JSONWritable {
  /// Writes the data table message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("rows", rows)
    writer.endObject()
  }
}

extension TableRow: JSONWritable {
  /// Writes the table row message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("cells", cells)
    writer.idField("id", id)
    writer.endObject()
  }
}

extension TableCell: JSONWritable {
  /// Writes the table cell message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("value", value)
    writer.endObject()
  }
}

extension GherkinDocString: JSONWritable {
  /// Writes the doc string message.
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    writer.field("location", location)
    writer.field("mediaType", mediaType)
    writer.field("content", content)
    writer.field("delimiter", delimiter)
    writer.endObject()
  }
}

extension JSONWriter {
  /// The members shared by features, rules, backgrounds, scenarios and examples.
  fileprivate func header(
    _ location: Location, _ tags: [GherkinTag]?, _ keyword: String, _ name: String,
    _ description: String
  ) {
    field("location", location)
    if let tags { field("tags", tags) }
    field("keyword", keyword)
    field("name", name)
    field("description", description)
  }
}
