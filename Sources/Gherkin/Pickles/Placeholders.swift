/// The `<name>` → value pairs of one examples row, and their substitution into text.
struct Placeholders {
  /// The `<name>` patterns of an examples header, as UTF-8.
  struct Header {
    let patterns: [[UInt8]]
    /// Whether no name holds `<` or `>`, so one left-to-right pass may replace every column.
    let bracketFree: Bool

    init(_ cells: [TableCell]) {
      patterns = cells.map { [UInt8(ascii: "<")] + $0.value.utf8 + [UInt8(ascii: ">")] }
      bracketFree = cells.allSatisfy { !Placeholders.hasBracket($0.value) }
    }
  }

  private let header: Header
  private let values: [TableCell]
  /// Whether the one-pass fill gives the reference result (see ``segments(of:_:)``).
  private let onePass: Bool

  init(header: Header, values: [TableCell]) {
    self.header = header
    self.values = values
    onePass = header.bracketFree && values.allSatisfy { !Self.hasBracket($0.value) }
  }

  private static func hasBracket(_ text: String) -> Bool {
    text.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
  }

  /// `text` with every `<name>` replaced, header column by header column, like the reference.
  func fill(_ text: String) -> String {
    guard UTF8Scalars.contains(text, byte: UInt8(ascii: "<")) else { return text }
    // One pass measures the filled text and a second writes it straight into the string's own
    // storage: one allocation, no intermediate bytes.
    var length = 0
    var replaced = false
    let inOnePass =
      onePass
      && segments(of: text) { segment, isValue in
        if isValue { replaced = true }
        length += segment.count
      }
    guard inOnePass else { return fillColumnByColumn(text) }
    guard replaced else { return text }
    return String(unsafeUninitializedCapacity: length) { buffer in
      var written = 0
      _ = segments(of: text) { segment, _ in
        let rest = UnsafeMutableBufferPointer(rebasing: buffer[written...])
        written += rest.initialize(fromContentsOf: segment)
      }
      return written
    }
  }

  /// Writes `text`, placeholders filled, as a JSON string, without building the filled text
  /// when one pass can fill it.
  func write(_ text: String, to writer: JSONWriter) {
    guard UTF8Scalars.contains(text, byte: UInt8(ascii: "<")), onePass else {
      return writer.string(fill(text))
    }
    let written = writer.string { append in
      segments(of: text) { segment, _ in append(segment) }
    }
    if !written { writer.string(fillColumnByColumn(text)) }
  }

  /// Calls `body` with the pieces of `original`, placeholders filled: literal runs, and the
  /// values of the columns (`isValue`); false (after calling `body` with some pieces) when
  /// `original` has two `<` with no `>` between them, where one pass is not enough.
  ///
  /// With bracket-free names and values, and every `<` closed by a `>` before the next `<`, the
  /// occurrences of `<name>` are exactly the `<...>` segments, and replacing one never creates or
  /// changes another; so each segment takes the value of the first column named like it, as the
  /// reference's column-by-column replacement gives.
  private func segments(
    of original: String, _ body: (UnsafeBufferPointer<UInt8>, _ isValue: Bool) -> Void
  ) -> Bool {
    original.withUTF8Bytes { source -> Bool in
      var copied = 0
      var index = 0
      let count = source.count
      while index < count {
        guard source[index] == UInt8(ascii: "<") else {
          index += 1
          continue
        }
        var close = index + 1
        while close < count, source[close] != UInt8(ascii: ">") {
          if source[close] == UInt8(ascii: "<") { return false }
          close += 1
        }
        guard close < count else { break }
        let name = UnsafeBufferPointer(rebasing: source[(index + 1)..<close])
        if let column = self.column(named: name) {
          body(UnsafeBufferPointer(rebasing: source[copied..<index]), false)
          values[column].value.withUTF8Bytes { body($0, true) }
          copied = close + 1
        }
        index = close + 1
      }
      body(UnsafeBufferPointer(rebasing: source[copied..<count]), false)
      return true
    }
  }

  /// The first column below the row's length whose name is `name`.
  private func column(named name: UnsafeBufferPointer<UInt8>) -> Int? {
    for (column, pattern) in header.patterns.enumerated() where column < values.count {
      guard pattern.count == name.count + 2 else { continue }
      var equal = true
      for offset in 0..<name.count where pattern[offset + 1] != name[offset] {
        equal = false
        break
      }
      if equal { return column }
    }
    return nil
  }

  /// The most bytes that filling a text column by column may make. Values that name later columns
  /// are filled again by them, so each such column can double the text: 30 columns of
  /// `<next><next>` would make gigabytes. The reference implementations have no bound; this one
  /// stops filling at the column that would pass it, leaving that column's and the later columns'
  /// placeholders as they are, far beyond any text a person writes.
  static var filledTextLimit: Int { 1 << 20 }

  /// The reference's replacement: every occurrence of each column's `<name>`, column by column.
  private func fillColumnByColumn(_ text: String) -> String {
    var bytes = Array(text.utf8)
    var changed = false
    for (index, pattern) in header.patterns.enumerated() where index < values.count {
      var value = values[index].value
      let replaced = value.withUTF8 {
        Self.replacingAll(pattern, with: $0, in: bytes, limit: Self.filledTextLimit)
      }
      switch replaced {
      case .replaced(let result):
        bytes = result
        changed = true
      case .notFound: continue
      case .tooLong: return changed ? String(decoding: bytes, as: UTF8.self) : text
      }
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : text
  }

  /// What replacing a pattern gave.
  private enum Replacement {
    case replaced([UInt8])
    case notFound
    /// The result would be longer than the limit.
    case tooLong
  }

  /// `bytes` with every non-overlapping `pattern` replaced by `value`, unless none is found or the
  /// result would pass `limit` bytes (a replacement that does not lengthen the text is always
  /// made).
  private static func replacingAll(
    _ pattern: [UInt8], with value: UnsafeBufferPointer<UInt8>, in bytes: [UInt8], limit: Int
  ) -> Replacement {
    let count = pattern.count
    guard count > 0, bytes.count >= count else { return .notFound }
    let largest = max(limit, bytes.count)
    var result: [UInt8] = []
    var index = 0
    var copied = 0
    while index <= bytes.count - count {
      if bytes[index] == pattern[0] && bytes[index..<index + count].elementsEqual(pattern) {
        if result.isEmpty { result.reserveCapacity(bytes.count + value.count) }
        result.append(contentsOf: bytes[copied..<index])
        result.append(contentsOf: value)
        index += count
        copied = index
        // What is left is copied at least as it is: past the limit already, the text would be.
        guard result.count + bytes.count - index <= largest else { return .tooLong }
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return .notFound }
    result.append(contentsOf: bytes[copied...])
    return .replaced(result)
  }
}
