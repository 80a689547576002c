/// Recognises `# language: xx` headers: `^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$`.
enum LanguageHeader {
  /// The language code of a header line, or nil when the line is not a header.
  static func language(in line: GherkinLine) -> String? {
    let bytes = line.bytes
    var index = line.trimmedStart
    let end = line.end
    func skipSpace() {
      while index < end {
        let length = UTF8Scalars.whitespaceLength(bytes, at: index)
        if length == 0 { return }
        index += length
      }
    }
    func consume(_ text: String) -> Bool {
      for byte in text.utf8 {
        guard index < end, bytes[index] == byte else { return false }
        index += 1
      }
      return true
    }
    guard consume("#") else { return nil }
    skipSpace()
    guard consume("language") else { return nil }
    skipSpace()
    guard consume(":") else { return nil }
    skipSpace()
    let nameStart = index
    while index < end {
      let byte = bytes[index]
      let isNameByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      guard isNameByte else { break }
      index += 1
    }
    let nameEnd = index
    guard nameEnd > nameStart else { return nil }
    skipSpace()
    guard index == end else { return nil }
    return line.text(from: nameStart, to: nameEnd)
  }
}
