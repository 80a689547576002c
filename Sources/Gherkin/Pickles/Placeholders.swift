/// The `<name>` → value pairs of one examples row, and their substitution into text.
struct Placeholders {
  private let pairs: [(pattern: String, value: String)]

  init(names: [TableCell], values: [TableCell]) {
    var pairs: [(String, String)] = []
    for (index, name) in names.enumerated() where index < values.count {
      pairs.append(("<" + name.value + ">", values[index].value))
    }
    self.pairs = pairs
  }

  /// `text` with every `<name>` replaced, header column by header column, like the reference.
  func fill(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var result = text
    for (pattern, value) in pairs where result.contains(pattern) {
      result = result.replacing(pattern, with: value)
    }
    return result
  }
}
