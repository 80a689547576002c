extension GherkinLine {
  /// The cells of a `| a | b |` row: unescaped (`\|`, `\\`, `\n`), trimmed, with their columns.
  ///
  /// Text before the first `|` and after the last `|` is ignored. Columns count UTF-16 code
  /// units, like the reference implementation. Cells without escapes are sliced straight from
  /// the line; only cells with a backslash are copied.
  func tableCells() -> [LineSpan] {
    var cells: [LineSpan] = []
    cells.reserveCapacity(count(of: UInt8(ascii: "|")))
    var index = trimmedStart
    var column = 0
    // Skip the text before the first `|`.
    while index < end {
      let byte = bytes[index]
      index += 1
      column += UTF8Scalars.utf16Width(lead: byte)
      if byte == UInt8(ascii: "|") { break }
      if byte == UInt8(ascii: "\\"), index < end {
        column += UTF8Scalars.utf16Width(lead: bytes[index])
        index += 1
      }
    }
    while index < end {
      let cellStart = index
      let startColumn = column + 1
      var escaped = false
      var closed = false
      while index < end {
        let byte = bytes[index]
        index += 1
        column += UTF8Scalars.utf16Width(lead: byte)
        if byte == UInt8(ascii: "|") {
          closed = true
          break
        }
        if byte == UInt8(ascii: "\\") {
          escaped = true
          if index < end {
            column += UTF8Scalars.utf16Width(lead: bytes[index])
            index += 1
          }
        }
      }
      guard closed else { break }
      let cellEnd = index - 1
      let column = indent + startColumn
      if escaped {
        cells.append(Self.trimmedCell(unescape(from: cellStart, to: cellEnd), column: column))
      } else {
        cells.append(
          Self.trimmedCell(
            UnsafeBufferPointer(rebasing: bytes[cellStart..<cellEnd]), column: column))
      }
    }
    return cells
  }

  /// The bytes of `bytes[from..<to]` with `\n`, `\|` and `\\` unescaped.
  private func unescape(from: Int, to: Int) -> [UInt8] {
    var cell: [UInt8] = []
    cell.reserveCapacity(to - from)
    var index = from
    while index < to {
      let byte = bytes[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < to else {
        cell.append(byte)
        continue
      }
      let next = bytes[index]
      index += 1
      if next == UInt8(ascii: "n") {
        cell.append(UInt8(ascii: "\n"))
      } else {
        if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") { cell.append(byte) }
        cell.append(next)
      }
    }
    return cell
  }

  private static func trimmedCell(_ cell: [UInt8], column: Int) -> LineSpan {
    cell.withUnsafeBufferPointer { trimmedCell($0, column: column) }
  }

  /// Trims `[ \t\v\f\r\u0085\u00A0]` from both ends, shifting the column past the left trim.
  private static func trimmedCell(_ cell: UnsafeBufferPointer<UInt8>, column: Int) -> LineSpan {
    var from = 0
    var to = cell.count
    while from < to {
      let length = cellSpaceLength(cell, at: from)
      if length == 0 { break }
      from += length
    }
    let leftTrimmed = from
    while to > from {
      if cell[to - 1] <= 0x20, cellSpaceLength(cell, at: to - 1) == 1 {
        to -= 1
      } else if to - from >= 2, cell[to - 2] == 0xC2, cell[to - 1] == 0x85 || cell[to - 1] == 0xA0 {
        to -= 2
      } else {
        break
      }
    }
    let text =
      from >= to
      ? "" : String(decoding: UnsafeBufferPointer(rebasing: cell[from..<to]), as: UTF8.self)
    let shift = UTF8Scalars.scalarCount(cell, from: 0, to: leftTrimmed)
    return LineSpan(column: column + shift, text: text)
  }

  /// The byte length of a cell-trimmable space at `index`, or 0.
  private static func cellSpaceLength(_ cell: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    switch cell[index] {
    case 0x20, 0x09, 0x0B, 0x0C, 0x0D: return 1
    case 0xC2 where index + 1 < cell.count && (cell[index + 1] == 0x85 || cell[index + 1] == 0xA0):
      return 2
    default: return 0
    }
  }
}
