import Foundation
import Gherkin

/// Writes one scenario of the HTML page: a `<details>` element whose summary gives the status,
/// name, tags, location and duration, and whose body lists the steps with their arguments, errors
/// and attachments. Hooks appear only when they did not pass or attached something.
struct HTMLScenarioWriter {
  /// The snippet of each undefined pickle step, by its id.
  let snippets: [String: Snippet]

  func write(_ scenario: HTMLScenarioEntry, lineage: FeatureLineage?, to html: HTMLWriter) {
    let recorded = scenario.recorded
    let testCase = recorded.testCase
    let tags = testCase.pickle.tags.map(\.name)
    html.raw("<details class=\"scenario\"")
    html.attribute("id", scenario.id)
    html.attribute("data-status", scenario.status.rawValue)
    html.attribute("data-tags", tags.joined(separator: " "))
    if scenario.status.isProblem { html.raw(" open=\"\"") }
    html.raw(">\n<summary>")
    html.element("span", class: "status \(scenario.status.rawValue)", scenario.status.rawValue)
    html.raw(" <span class=\"name\">")
    html.element("span", class: "keyword", "\(testCase.scenarioKeyword):")
    html.raw(" ")
    html.text(testCase.pickle.name)
    html.raw("</span> ")
    Self.write(tags: tags, to: html)
    html.element("span", class: "location", "\(testCase.uri):\(testCase.line)")
    html.raw(" ")
    html.element("span", class: "duration", HTMLFormat.duration(recorded.duration))
    html.raw("</summary>\n")
    Self.write(description: lineage?.index.scenario(testCase.pickle)?.description, to: html)
    html.raw("<ol class=\"steps\">\n")
    writeSteps(of: recorded, lineage: lineage, expanded: scenario.status.isProblem, to: html)
    html.raw("</ol>\n</details>\n")
  }

  /// The hooks before the scenario, the background and scenario steps with their step hooks, and
  /// the hooks after it.
  private func writeSteps(
    of recorded: RunRecording.Case, lineage: FeatureLineage?, expanded: Bool, to html: HTMLWriter
  ) {
    let testCase = recorded.testCase
    let groups = StepGroups(recorded.steps, attachments: recorded.attachments)
    for hook in groups.before { write(hook, in: testCase, expanded: expanded, to: html) }
    var inBackground = false
    for entry in groups.steps {
      let background = lineage?.background(of: entry.step)
      if let background, !inBackground {
        html.raw("<li class=\"group\">")
        html.text("\(background.keyword): \(background.name)".trimmingCharacters(in: .whitespaces))
        html.raw("</li>\n")
      } else if background == nil, inBackground {
        html.raw("<li class=\"group\">")
        html.text(testCase.scenarioKeyword)
        html.raw("</li>\n")
      }
      inBackground = background != nil
      for hook in entry.before { write(hook, in: testCase, expanded: expanded, to: html) }
      write(
        entry.step, entry.result, entry.attachments, in: testCase, expanded: expanded, to: html)
      for hook in entry.after { write(hook, in: testCase, expanded: expanded, to: html) }
    }
    for hook in groups.after { write(hook, in: testCase, expanded: expanded, to: html) }
  }

  private func write(
    _ hook: StepGroups.Hook, in testCase: TestCase, expanded: Bool, to html: HTMLWriter
  ) {
    guard hook.result.status.isProblem || !hook.attachments.isEmpty else { return }
    write(hook.step, hook.result, hook.attachments, in: testCase, expanded: expanded, to: html)
  }

  /// A step or hook: its line, its data table or doc string, its error and its attachments.
  private func write(
    _ step: TestStep, _ result: StepResult, _ attachments: [StepAttachment],
    in testCase: TestCase, expanded: Bool, to html: HTMLWriter
  ) {
    let status = result.status
    html.raw("<li")
    html.attribute("class", "\(step.isHook ? "hook" : "step") \(status.rawValue)")
    html.raw("><div class=\"step-line\">")
    html.element("span", class: "mark", status.mark)
    html.raw(" ")
    html.element("span", class: "keyword", step.keyword ?? "Hook ")
    html.element("span", class: "text", step.text)
    if !status.nameAfterText.isEmpty {
      html.element("span", class: "status-word", status.nameAfterText)
    }
    html.raw(" <span class=\"meta\">")
    if status != .skipped, status != .undefined {
      html.element("span", class: "duration", HTMLFormat.duration(result.duration))
      html.raw(" ")
    }
    if let location = step.codeLocation {
      html.element("span", class: "code", location.shortDescription)
    }
    html.raw("</span></div>\n")
    if let argument = step.pickleStep?.argument { write(argument, to: html) }
    if status.isProblem {
      let problem = StepProblem(testCase: testCase, testStep: step, result: result)
      html.element(
        "pre", class: "error", Self.shortened(problem.message(suggesting: snippets), step))
    } else if let message = result.message {
      html.element("p", class: "reason", message)
    }
    HTMLAttachmentWriter.write(attachments, expanded: expanded, to: html)
    html.raw("</li>\n")
  }

  /// `message` with the Swift paths of the step's code (and of the definitions of an ambiguous
  /// step) starting at `Sources/` or `Tests/`, as the step line shows them.
  private static func shortened(_ message: String, _ step: TestStep) -> String {
    var locations = step.codeLocation.map { [$0] } ?? []
    if case .ambiguous(let matches) = step.match { locations += matches.map(\.definition.location) }
    return locations.reduce(message) { message, location in
      message.replacingOccurrences(of: "(\(location))", with: "(\(location.shortDescription))")
        .replacingOccurrences(of: "code: \(location)", with: "code: \(location.shortDescription)")
    }
  }

  /// A doc string as preformatted text, a data table as a table.
  private func write(_ argument: PickleStepArgument, to html: HTMLWriter) {
    if let docString = argument.docString {
      html.raw("<pre class=\"doc-string\"")
      if let mediaType = docString.mediaType { html.attribute("data-media-type", mediaType) }
      html.raw(">")
      html.text(docString.content)
      html.raw("</pre>\n")
    }
    if let table = argument.dataTable {
      html.raw("<table class=\"data-table\"><tbody>\n")
      for row in table.rows {
        html.raw("<tr>")
        for cell in row.cells { html.element("td", class: "cell", cell.value) }
        html.raw("</tr>\n")
      }
      html.raw("</tbody></table>\n")
    }
  }

  /// The tags as chips, followed by a space; nothing when there are none.
  static func write(tags: [String], to html: HTMLWriter) {
    guard !tags.isEmpty else { return }
    html.raw("<span class=\"tags\">")
    for tag in tags { html.element("span", class: "tag", tag) }
    html.raw("</span> ")
  }

  /// A description as written under its keyword line, when there is one.
  static func write(description: String?, to html: HTMLWriter) {
    guard let description, !description.allSatisfy(\.isWhitespace) else { return }
    html.element("p", class: "description", description)
  }
}
