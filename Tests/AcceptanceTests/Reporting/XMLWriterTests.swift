import Acceptance
import Testing

@Suite("XML writer")
struct XMLWriterTests {
  @Test func nestedElementsAreIndentedAndClosed() {
    var xml = XMLWriter()
    xml.open("a", [("x", "1")])
    xml.element("b", text: nil)
    xml.element("c", [("y", "2")], text: "text")
    xml.close()
    #expect(
      xml.text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <a x="1">
          <b/>
          <c y="2">text</c>
        </a>

        """)
  }

  @Test func markupCharactersAreEscaped() {
    #expect(XMLWriter.escape("a<b>&\"c\"'", inAttribute: true) == "a&lt;b&gt;&amp;&quot;c&quot;'")
    #expect(XMLWriter.escape("]]> \"x\"", inAttribute: false) == "]]&gt; \"x\"")
  }

  @Test func lineBreaksSurviveInAttributesAndText() {
    #expect(XMLWriter.escape("a\tb\nc\rd", inAttribute: true) == "a&#9;b&#10;c&#13;d")
    #expect(XMLWriter.escape("a\tb\nc\rd", inAttribute: false) == "a\tb\nc&#13;d")
  }

  @Test func forbiddenCharactersAreReplaced() {
    #expect(
      XMLWriter.escape("\u{0}\u{1}\u{B}\u{1F}\u{FFFE}\u{FFFF}", inAttribute: false) == "������")
    #expect(XMLWriter.escape("🥒 é \u{7F} \u{85}", inAttribute: true) == "🥒 é \u{7F} \u{85}")
  }

  @Test func everyScalarBelow0x20GivesAParsableDocument() throws {
    let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    var xml = XMLWriter()
    xml.element("e", [("a", all + ReportFixture.nasty)], text: all + ReportFixture.nasty)
    let root = try XMLTree.parse(xml.text)
    #expect(root.attributes["a"]?.hasPrefix("���������\t\n��\r") == true)
    #expect(root.text.contains("]]> <&> \"'"))
  }
}
