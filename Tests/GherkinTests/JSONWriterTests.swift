import Gherkin
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
  private func encoded(_ text: String) -> String {
    let writer = JSONWriter()
    writer.string(text)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test("escapes quotes, backslashes and control characters like JSON.stringify")
  func escaping() {
    #expect(encoded("a\"b\\c") == #""a\"b\\c""#)
    #expect(encoded("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
    #expect(encoded("\u{00}\u{1F}") == #""\u0000\u001f""#)
  }

  @Test("writes non-ASCII characters and DEL as UTF-8")
  func unicode() {
    #expect(encoded("é📚\u{7F}\u{A0}") == "\"é📚\u{7F}\u{A0}\"")
  }

  @Test("separates members and elements with commas")
  func structure() {
    let writer = JSONWriter()
    writer.beginObject()
    writer.field("a", 1)
    writer.field("b", [String]())
    writer.field("c", ["x", "y"])
    writer.key("d")
    writer.beginArray()
    writer.bool(true)
    writer.null()
    writer.number(-120)
    writer.number(2.5)
    writer.endArray()
    writer.field("e", nil as String?)
    writer.endObject()
    let text = String(decoding: writer.bytes, as: UTF8.self)
    #expect(text == #"{"a":1,"b":[],"c":["x","y"],"d":[true,null,-120,2.5]}"#)
  }

  @Test("encodes messages with their reference field names, omitting absent optionals")
  func messages() {
    let error = ParseError(
      source: SourceReference(uri: "a.feature", location: Location(line: 3)),
      message: "(3:0): unexpected end of file")
    #expect(
      GherkinEnvelope.parseError(error).jsonString
        == #"{"parseError":{"source":{"uri":"a.feature","location":{"line":3}},"#
        + #""message":"(3:0): unexpected end of file"}}"#)
  }
}
