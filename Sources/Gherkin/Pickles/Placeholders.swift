/// The `<name>` → value pairs of one examples row, and their substitution into text.
struct Placeholders {
  private let pairs: [(pattern: [UInt8], value: [UInt8])]

  init(names: [TableCell], values: [TableCell]) {
    var pairs: [([UInt8], [UInt8])] = []
    for (index, name) in names.enumerated() where index < values.count {
      pairs.append(([UInt8(ascii: "<")] + name.value.utf8 + [UInt8(ascii: ">")], Array(values[index].value.utf8)))
    }
    self.pairs = pairs
  }

  /// `text` with every `<name>` replaced, header column by header column, like the reference.
  func fill(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
    var bytes = Array(text.utf8)
    var changed = false
    for (pattern, value) in pairs {
      if let replaced = Self.replacingAll(pattern, with: value, in: bytes) {
        bytes = replaced
        changed = true
      }
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : text
  }

  /// `bytes` with every non-overlapping `pattern` replaced by `value`, or nil when none is found.
  private static func replacingAll(_ pattern: [UInt8], with value: [UInt8], in bytes: [UInt8])
    -> [UInt8]?
  {
    let count = pattern.count
    guard count > 0, bytes.count >= count else { return nil }
    var result: [UInt8] = []
    var index = 0
    var copied = 0
    var found = false
    while index <= bytes.count - count {
      if bytes[index] == pattern[0] && bytes[index..<index + count].elementsEqual(pattern) {
        if !found {
          result.reserveCapacity(bytes.count + value.count)
          found = true
        }
        result.append(contentsOf: bytes[copied..<index])
        result.append(contentsOf: value)
        index += count
        copied = index
      } else {
        index += 1
      }
    }
    guard found else { return nil }
    result.append(contentsOf: bytes[copied...])
    return result
  }
}
