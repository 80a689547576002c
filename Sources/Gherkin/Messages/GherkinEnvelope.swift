/// One message produced by the Gherkin parser, as a line of an NDJSON message stream.
public enum GherkinEnvelope: Sendable, Equatable, JSONWritable {
  /// The file's text.
  case source(Source)
  /// The file's AST.
  case gherkinDocument(GherkinDocument)
  /// One compiled test case.
  case pickle(Pickle)
  /// One syntax error.
  case parseError(ParseError)

  /// Writes `{"source":{...}}`-style envelope JSON (without the trailing newline).
  package func write(to writer: JSONWriter) {
    writer.beginObject()
    switch self {
    case .source(let source): writer.field("source", source)
    case .gherkinDocument(let document): writer.field("gherkinDocument", document)
    case .pickle(let pickle): writer.field("pickle", pickle)
    case .parseError(let error): writer.field("parseError", error)
    }
    writer.endObject()
  }
}
