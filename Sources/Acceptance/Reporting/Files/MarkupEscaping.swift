/// The one escaper of the XML and HTML reports: the markup characters as entities, and what
/// XML 1.0 forbids (the controls below U+0020 but tab and line breaks, U+FFFE, U+FFFF) as
/// U+FFFD, working on UTF-8 bytes.
///
/// In an attribute value, tabs and line breaks become character references, which parsers keep
/// where they would make them spaces; a carriage return always does, so that it survives parsing.
enum MarkupEscaping {
  /// Which markup the text goes into.
  enum Dialect {
    /// XML reports (JUnit): `"` only in attribute values, `'` and U+007F as they are.
    case xml
    /// The HTML report: both quotes everywhere (one escaping serves content and attributes) and
    /// U+007F, a control that HTML forbids, as U+FFFD.
    case html
  }

  /// Appends `text` to `bytes`, escaped for `dialect`, in an attribute value or in content.
  static func append(
    _ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], inAttribute: Bool,
    dialect: Dialect
  ) {
    let html = dialect == .html
    var start = 0
    var index = 0
    while index < text.count {
      let byte = text[index]
      var length = 1
      let escape: StaticString
      switch byte {
      case UInt8(ascii: "&"): escape = "&amp;"
      case UInt8(ascii: "<"): escape = "&lt;"
      case UInt8(ascii: ">"): escape = "&gt;"
      case UInt8(ascii: "\"") where html || inAttribute: escape = "&quot;"
      case UInt8(ascii: "'") where html: escape = "&#39;"
      case 0x09 where inAttribute: escape = "&#9;"
      case 0x0A where inAttribute: escape = "&#10;"
      case 0x0D: escape = "&#13;"
      case 0x09, 0x0A, UInt8(ascii: "\""), UInt8(ascii: "'"):
        index += 1
        continue
      case 0x00...0x1F: escape = "\u{FFFD}"
      case 0x7F where html: escape = "\u{FFFD}"
      // U+FFFE and U+FFFF, which are not characters.
      case 0xEF where index + 2 < text.count && text[index + 1] == 0xBF && text[index + 2] >= 0xBE:
        escape = "\u{FFFD}"
        length = 3
      default:
        index += 1
        continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
      escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
      index += length
      start = index
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
  }
}
