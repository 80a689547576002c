import Foundation

extension StepCatalog {
  /// The catalog as `acceptance steps` prints it: how many steps, then a heading per group (in the
  /// order the groups were first used; the steps without a group under "Ungrouped", or no heading
  /// at all when no step has a group), and each step with its parameters, example, notes, problem
  /// and location (the path from the package's `Sources/` or `Tests/` folder on):
  ///
  /// ```text
  /// 1 step in 1 group
  ///
  /// Login
  /// =====
  ///
  ///   the user logs in as {string}
  ///     parameters: {string} String
  ///     example:    When the user logs in as "ada@example.com"
  ///     time:       waits for the login request
  ///     defined at: Sources/AppSteps/LoginSteps.swift:12
  /// ```
  ///
  /// A note of the form `label: text` (a label of at most 10 characters, no spaces) is aligned
  /// with the other labels; any other note is printed as it is.
  public var text: String {
    let entries = self.entries
    var groups: [String?] = []
    for entry in entries where !groups.contains(entry.group) { groups.append(entry.group) }
    let grouped = groups.contains { $0 != nil }
    var text = Self.count(entries.count, "step")
    if grouped { text += " in " + Self.count(groups.count, "group") }
    text += "\n"
    for group in groups {
      if grouped {
        let heading = group ?? "Ungrouped"
        text += "\n\(heading)\n\(String(repeating: "=", count: heading.count))\n"
      }
      for entry in entries where entry.group == group { text += "\n" + Self.text(entry) }
    }
    return text
  }

  /// One entry, its first line indented by two spaces and the labelled lines by four.
  private static func text(_ entry: Entry) -> String {
    var text = "  \(entry.pattern)\n"
    if !entry.parameters.isEmpty {
      text += line("parameters", entry.parameters.map(\.description).joined(separator: ", "))
    }
    if let example = entry.exampleStep { text += line("example", example) }
    for note in entry.notes { text += self.note(note) }
    if let problem = entry.problem { text += line("problem", problem) }
    return text + line("defined at", entry.location.shortDescription)
  }

  /// The line of `note`: aligned as a labelled line when it reads `label: text`, as it is
  /// otherwise.
  package static func note(_ note: String) -> String {
    guard let colon = note.firstIndex(of: ":"), !note[..<colon].isEmpty,
      note[..<colon].count <= 10, !note[..<colon].contains(" ")
    else { return "    " + indented(note, by: 4) + "\n" }
    return line(
      String(note[..<colon]), String(note[note.index(after: colon)...].drop { $0 == " " }))
  }

  /// `    label:      value`, the values aligned after the longest label, `defined at:`.
  package static func line(_ label: String, _ value: String) -> String {
    let padded = (label + ":").padding(toLength: 12, withPad: " ", startingAt: 0)
    return "    \(padded)\(indented(value, by: 16))\n"
  }

  /// `text` with every line after the first indented by `spaces`, except empty ones.
  private static func indented(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.lines.enumerated()
      .map { index, line in index == 0 || line.isEmpty ? String(line) : padding + line }
      .joined(separator: "\n")
  }

  /// "1 step", "3 steps".
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
