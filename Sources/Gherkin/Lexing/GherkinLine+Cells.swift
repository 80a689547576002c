extension GherkinLine {
  /// The cells of a `| a | b |` row: unescaped (`\|`, `\\`, `\n`), trimmed, with their columns.
  ///
  /// Text before the first `|` and after the last `|` is ignored. Columns count UTF-16 code
  /// units, like the reference implementation.
  func tableCells() -> [LineSpan] {
    var cells: [LineSpan] = []
    var cell: [UInt8] = []
    var index = trimmedStart
    var column = 0
    var startColumn = 1
    var firstCell = true
    while index < end {
      let byte = bytes[index]
      index += 1
      column += UTF8Scalars.utf16Width(lead: byte)
      if byte == UInt8(ascii: "|") {
        if firstCell {
          firstCell = false
        } else {
          cells.append(Self.trimmedCell(cell, column: indent + startColumn))
        }
        cell.removeAll(keepingCapacity: true)
        startColumn = column + 1
      } else if byte == UInt8(ascii: "\\") {
        guard index < end else {
          cell.append(byte)
          break
        }
        let next = bytes[index]
        index += 1
        column += UTF8Scalars.utf16Width(lead: next)
        if next == UInt8(ascii: "n") {
          cell.append(UInt8(ascii: "\n"))
        } else {
          if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") { cell.append(byte) }
          cell.append(next)
        }
      } else {
        cell.append(byte)
      }
    }
    return cells
  }

  /// Trims `[ \t\v\f\r\u0085\u00A0]` from both ends, shifting the column past the left trim.
  private static func trimmedCell(_ cell: [UInt8], column: Int) -> LineSpan {
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
    let text = from >= to ? "" : String(decoding: cell[from..<to], as: UTF8.self)
    let shift = cell.withUnsafeBufferPointer {
      UTF8Scalars.scalarCount($0, from: 0, to: leftTrimmed)
    }
    return LineSpan(column: column + shift, text: text)
  }

  /// The byte length of a cell-trimmable space at `index`, or 0.
  private static func cellSpaceLength(_ cell: [UInt8], at index: Int) -> Int {
    switch cell[index] {
    case 0x20, 0x09, 0x0B, 0x0C, 0x0D: return 1
    case 0xC2 where index + 1 < cell.count && (cell[index + 1] == 0x85 || cell[index + 1] == 0xA0):
      return 2
    default: return 0
    }
  }
}
