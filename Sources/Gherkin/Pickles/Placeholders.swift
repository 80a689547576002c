/// The `<name>` → value pairs of one examples row, and their substitution into text.
struct Placeholders {
  /// The `<name>` patterns of an examples header, as UTF-8.
  struct Header {
    let patterns: [[UInt8]]

    init(_ cells: [TableCell]) {
      patterns = cells.map { [UInt8(ascii: "<")] + $0.value.utf8 + [UInt8(ascii: ">")] }
    }
  }

  private let header: Header
  private let values: [TableCell]

  init(header: Header, values: [TableCell]) {
    self.header = header
    self.values = values
  }

  /// `text` with every `<name>` replaced, header column by header column, like the reference.
  func fill(_ text: String) -> String {
    guard UTF8Scalars.contains(text, byte: UInt8(ascii: "<")) else { return text }
    var bytes = Array(text.utf8)
    var changed = false
    for (index, pattern) in header.patterns.enumerated() where index < values.count {
      var value = values[index].value
      let replaced = value.withUTF8 { Self.replacingAll(pattern, with: $0, in: bytes) }
      if let replaced {
        bytes = replaced
        changed = true
      }
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : text
  }

  /// `bytes` with every non-overlapping `pattern` replaced by `value`, or nil when none is found.
  private static func replacingAll(
    _ pattern: [UInt8], with value: UnsafeBufferPointer<UInt8>, in bytes: [UInt8]
  ) -> [UInt8]? {
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
