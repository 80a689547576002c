/// A small writer of well-formed XML 1.0 text, indented two spaces per level, for report files.
///
/// Every attribute value and text is escaped; characters that XML 1.0 forbids (most controls
/// below U+0020, U+FFFE, U+FFFF) are replaced by U+FFFD, so that any feature text gives a
/// document that parsers accept.
///
/// ```swift
/// var xml = XMLWriter()
/// xml.open("testsuites", [("name", "acceptance")])
/// xml.element("testcase", [("name", "a < b"), ("time", "0.5")], text: nil)
/// xml.close()
/// print(xml.text)  // <?xml …?>\n<testsuites name="acceptance">\n  <testcase name="a &lt; b" …/>…
/// ```
package struct XMLWriter: Sendable {
  /// An element's attributes, written in order.
  package typealias Attributes = [(name: String, value: String)]

  /// The XML written so far.
  package private(set) var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  private var openElements: [String] = []

  /// Creates a writer that starts with the XML declaration.
  package init() {}

  /// Opens an element that will hold other elements; ``close()`` ends it.
  package mutating func open(_ name: String, _ attributes: Attributes = []) {
    text += indentation + "<" + name + Self.attributes(attributes) + ">\n"
    openElements.append(name)
  }

  /// Ends the innermost open element.
  package mutating func close() {
    guard let name = openElements.popLast() else { return }
    text += indentation + "</" + name + ">\n"
  }

  /// Writes a whole element: empty (`<name …/>`) when `text` is nil, else with the escaped text.
  package mutating func element(
    _ name: String, _ attributes: Attributes = [], text content: String?
  ) {
    let start = indentation + "<" + name + Self.attributes(attributes)
    if let content {
      text += start + ">" + Self.escape(content, inAttribute: false) + "</" + name + ">\n"
    } else {
      text += start + "/>\n"
    }
  }

  private var indentation: String { String(repeating: "  ", count: openElements.count) }

  private static func attributes(_ attributes: Attributes) -> String {
    attributes.map { " \($0.name)=\"\(escape($0.value, inAttribute: true))\"" }.joined()
  }

  /// `text` escaped for XML content or for a double-quoted attribute value (``MarkupEscaping``).
  package static func escape(_ text: String, inAttribute: Bool) -> String {
    var text = text
    var escaped: [UInt8] = []
    escaped.reserveCapacity(text.utf8.count)
    text.withUTF8 {
      MarkupEscaping.append($0, to: &escaped, inAttribute: inAttribute, dialect: .xml)
    }
    return String(decoding: escaped, as: UTF8.self)
  }
}
