/// An append-only HTML builder on one growing byte buffer, so that a report of any size is built in
/// time linear in its length.
///
/// Markup is written as given by ``raw(_:)``, which takes only static strings; everything else goes
/// through ``text(_:)``, which escapes `&`, `<`, `>`, `"` and `'` (so it is safe both in element
/// content and in a quoted attribute value) and replaces the control characters that HTML forbids
/// with U+FFFD, as it does U+FFFE and U+FFFF (``MarkupEscaping``). Its output is well-formed XML
/// too, which the tests parse.
final class HTMLWriter {
  private(set) var bytes: [UInt8] = []

  /// A writer, reserving `capacity` bytes.
  init(capacity: Int = 64 * 1024) { bytes.reserveCapacity(capacity) }

  /// Appends markup written in the source.
  func raw(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends the decimal digits of `number`.
  func number(_ number: Int) { bytes.append(contentsOf: String(number).utf8) }

  /// Appends `text`, escaped for element content and quoted attribute values.
  func text(_ text: String) {
    var text = text
    text.withUTF8 { append(escaping: $0, inAttribute: false) }
  }

  /// Appends `<name class="…">`, the class escaped.
  func open(_ name: StaticString, class className: String) {
    raw("<")
    raw(name)
    raw(" class=\"")
    text(className)
    raw("\">")
  }

  /// Appends `<name class="…">text</name>`.
  func element(_ name: StaticString, class className: String, _ content: String) {
    open(name, class: className)
    text(content)
    raw("</")
    raw(name)
    raw(">")
  }

  /// Appends ` name="value"`, the value escaped, its line breaks and tabs as character references
  /// (which an XML parser keeps, where it would make them spaces).
  func attribute(_ name: StaticString, _ value: String) {
    raw(" ")
    raw(name)
    raw("=\"")
    var value = value
    value.withUTF8 { append(escaping: $0, inAttribute: true) }
    raw("\"")
  }

  private func append(escaping text: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
    MarkupEscaping.append(text, to: &bytes, inAttribute: inAttribute, dialect: .html)
  }
}
