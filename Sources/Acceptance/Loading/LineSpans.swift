import Gherkin

// The lines that scenarios, examples, backgrounds and steps take in their file, for the line filters
// of `file.feature:LINE`. An element runs from its first tag (or its keyword) to the last line of its
// content; the blank lines and comments after it belong to nothing.

extension Step {
  /// The step's last line: the last row of its data table, the closing delimiter of its doc string,
  /// or its own line.
  ///
  /// A doc string of one empty line cannot be told from an empty one, so its closing delimiter is
  /// taken to be one line early; the span is never longer than the step.
  var lastLine: Int {
    if let row = dataTable?.rows.last { return row.location.line }
    if let docString { return docString.location.line + lineCount(of: docString.content) + 1 }
    return location.line
  }
}

extension Scenario {
  /// From the first tag (or the keyword) to the last row of the last examples, or to the end of the
  /// last step, or to the end of the description.
  var lines: ClosedRange<Int> {
    let first = tags.first?.location.line ?? location.line
    let last =
      examples.last?.lines.upperBound ?? steps.last?.lastLine
      ?? location.line + lineCount(of: description)
    return first...max(first, last)
  }
}

extension Examples {
  /// From the first tag (or the keyword) to the last row of the table, or to the end of the
  /// description.
  var lines: ClosedRange<Int> {
    let first = tags.first?.location.line ?? location.line
    let last =
      tableBody.last?.location.line ?? tableHeader?.location.line
      ?? location.line + lineCount(of: description)
    return first...max(first, last)
  }
}

extension Background {
  /// From the keyword to the end of the last step, or to the end of the description.
  var lines: ClosedRange<Int> {
    let last = steps.last?.lastLine ?? location.line + lineCount(of: description)
    return location.line...max(location.line, last)
  }
}

/// The number of lines of `text`: none when it is empty.
///
/// Gherkin drops the blank lines before a description, so the count may be short; a span made from
/// it is never longer than the element.
private func lineCount(of text: String) -> Int {
  text.isEmpty
    ? 0 : text.utf8.reduce(1) { count, byte in byte == UInt8(ascii: "\n") ? count + 1 : count }
}
