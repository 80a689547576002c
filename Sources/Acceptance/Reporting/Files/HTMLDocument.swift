import Foundation
import Gherkin
import VirtualTime

/// Builds the HTML page of a recorded run: the head and its styles, the summary, the scenarios that
/// need attention, the filters, every feature, and the script.
///
/// The page is well-formed XML as well as HTML (void elements closed with `/>`, boolean attributes
/// with values, scripts and styles in commented-out CDATA sections), so that tools and tests can
/// read it with an XML parser.
struct HTMLDocument {
  /// The page's heading.
  let title: String
  /// The snippet of each undefined pickle step, by its id.
  let snippets: [String: Snippet]
  /// When the page was made.
  let generated: Date

  /// The page, as UTF-8.
  func html(_ recording: RunRecording, summary: RunSummary) -> [UInt8] {
    let features = HTMLFeatureEntry.all(recording)
    let html = HTMLWriter(capacity: 64 * 1024 + 4 * 1024 * features.count)
    let scenarios = features.flatMap(\.scenarios)
    html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
    html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
    html.raw("<meta name=\"generator\" content=\"Swift Acceptance\"/>\n<title>")
    html.text("\(title): \(summary.passed ? "passed" : "failed")")
    html.raw("</title>\n<script>//<![CDATA[\n")
    html.raw(HTMLAssets.errorRecorder)
    html.raw("//]]></script>\n<style>/*<![CDATA[*/\n")
    html.raw(HTMLAssets.style)
    html.raw("/*]]>*/</style>\n</head>\n<body data-ready=\"false\" data-errors=\"0\">\n")
    writeHeader(summary, to: html)
    writeAttention(scenarios, to: html)
    writeFilters(scenarios, to: html)
    html.raw("<main>\n")
    let scenarioWriter = HTMLScenarioWriter(snippets: snippets)
    for feature in features { write(feature, scenarios: scenarioWriter, to: html) }
    html.raw(#"<p id="nothing-shown" hidden="">No scenario matches the filters.</p>"#)
    html.raw("\n</main>\n<script>//<![CDATA[\n")
    html.raw(HTMLAssets.script)
    html.raw("//]]></script>\n</body>\n</html>\n")
    return html.bytes
  }

  /// The heading, the verdict, the counts, the times and the notes, and what failed the run
  /// outside its scenarios.
  private func writeHeader(_ summary: RunSummary, to html: HTMLWriter) {
    html.raw("<header>\n<h1>")
    html.text(title)
    html.raw("</h1>\n<p class=\"verdict\">")
    html.element(
      "span", class: "status \(summary.passed ? "passed" : "failed")",
      summary.passed ? "passed" : "failed")
    html.raw(" ")
    html.element(
      "span", class: "counts", Self.counts(summary.scenarioCount, "scenario", summary.scenarios))
    html.raw(" · ")
    html.element("span", class: "counts", Self.counts(summary.stepCount, "step", summary.steps))
    html.raw(" · ")
    html.element("span", class: "wall-time", "\(summary.duration.formatted) wall time")
    html.raw("</p>\n")
    var notes = summary.notes
    if let seed = summary.seed { notes.append(RunOptions.Order.replayHint(seed: seed)) }
    notes.append("Generated \(ISO8601DateFormatter().string(from: generated))")
    html.raw("<ul class=\"notes\">")
    for note in notes { html.element("li", class: "note", note) }
    html.raw("</ul>\n")
    if !summary.problems.isEmpty || !summary.warnings.isEmpty {
      html.raw("<section class=\"run-problems\">\n")
      for problem in summary.problems { html.element("pre", class: "error", problem.message) }
      for warning in summary.warnings { html.element("p", class: "warning", warning.description) }
      html.raw("</section>\n")
    }
    html.raw("</header>\n")
  }

  /// Links to the scenarios that did not pass, the worst first.
  private func writeAttention(_ scenarios: [HTMLScenarioEntry], to html: HTMLWriter) {
    let problems = scenarios.filter(\.status.isProblem).enumerated()
      .sorted { ($1.element.status, $0.offset) < ($0.element.status, $1.offset) }.map(\.element)
    guard !problems.isEmpty else { return }
    html.raw("<nav class=\"attention\" aria-label=\"Scenarios that did not pass\">\n<h2>")
    html.text(
      problems.count == 1 ? "1 scenario did not pass" : "\(problems.count) scenarios did not pass")
    html.raw("</h2>\n<ul>\n")
    for scenario in problems {
      html.raw("<li>")
      html.element("span", class: "status \(scenario.status.rawValue)", scenario.status.rawValue)
      html.raw(" <a")
      html.attribute("href", "#\(scenario.id)")
      html.raw(">")
      html.text(scenario.recorded.testCase.displayName)
      html.raw("</a> ")
      html.element(
        "span", class: "location",
        "\(scenario.recorded.testCase.uri):\(scenario.recorded.testCase.line)")
      html.raw("</li>\n")
    }
    html.raw("</ul>\n</nav>\n")
  }

  /// The status boxes with their counts, the tag list, the search box and the buttons that open
  /// and close every scenario; the script makes them work.
  private func writeFilters(_ scenarios: [HTMLScenarioEntry], to html: HTMLWriter) {
    var byStatus: [StepStatus: Int] = [:]
    var byTag: [String: Int] = [:]
    for scenario in scenarios {
      byStatus[scenario.status, default: 0] += 1
      for tag in Set(scenario.recorded.testCase.pickle.tags.map(\.name)) {
        byTag[tag, default: 0] += 1
      }
    }
    html.raw(#"<nav id="filters" aria-label="Filters">"#)
    html.raw(#"<fieldset class="statuses"><legend>Status</legend>"#)
    for status in StepStatus.allCases.reversed() {
      let count = byStatus[status] ?? 0
      html.raw("<label")
      html.attribute("class", "status-filter \(status.rawValue)\(count == 0 ? " empty" : "")")
      html.raw(#"><input type="checkbox" name="status" checked="checked""#)
      html.attribute("value", status.rawValue)
      html.raw("/> ")
      html.text(status.rawValue)
      html.raw(" <span class=\"count\">")
      html.number(count)
      html.raw("</span></label>")
    }
    html.raw("</fieldset>\n")
    html.raw(
      #"<label class="tag-filter">Tag <select id="tag-filter"><option value="">any</option>"#)
    for (tag, count) in byTag.sorted(by: { $0.key < $1.key }) {
      html.raw("<option")
      html.attribute("value", tag)
      html.raw(">")
      html.text("\(tag) (\(count))")
      html.raw("</option>")
    }
    html.raw("</select></label>\n")
    html.raw(#"<label class="search">Search <input type="search" id="search""#)
    html.raw(#" placeholder="scenario, step, message…"/></label>"#)
    html.raw(#"<span class="buttons"><button type="button" id="open-all">Open all</button>"#)
    html.raw(#"<button type="button" id="close-all">Close all</button></span>"#)
    html.raw(#"<output id="shown-count"></output>"#)
    html.raw("\n</nav>\n")
  }

  /// A feature with its description and scenarios, grouped by rule.
  private func write(
    _ feature: HTMLFeatureEntry, scenarios writer: HTMLScenarioWriter, to html: HTMLWriter
  ) {
    let gherkin = feature.document?.feature
    html.raw("<section class=\"feature\"")
    html.attribute("data-uri", feature.uri)
    html.raw(">\n<h2>")
    html.element("span", class: "keyword", "\(gherkin?.keyword ?? "Feature"):")
    html.raw(" ")
    html.text(gherkin?.name ?? feature.scenarios.first?.recorded.testCase.featureName ?? "")
    html.raw(" ")
    HTMLScenarioWriter.write(tags: gherkin?.tags.map(\.name) ?? [], to: html)
    html.element("span", class: "location", feature.uri)
    html.raw("</h2>\n")
    HTMLScenarioWriter.write(description: gherkin?.description, to: html)
    var rule: Rule?
    for scenario in feature.scenarios {
      let scenarioRule = scenario.recorded.testCase.rule
      if scenarioRule?.id != rule?.id {
        if rule != nil { html.raw("</section>\n") }
        rule = scenarioRule
        if let scenarioRule { writeOpening(scenarioRule, to: html) }
      }
      writer.write(scenario, lineage: feature.lineage, to: html)
    }
    if rule != nil { html.raw("</section>\n") }
    html.raw("</section>\n")
  }

  private func writeOpening(_ rule: Rule, to html: HTMLWriter) {
    html.raw("<section class=\"rule\">\n<h3>")
    html.element("span", class: "keyword", "\(rule.keyword):")
    html.raw(" ")
    html.text(rule.name)
    html.raw(" ")
    HTMLScenarioWriter.write(tags: rule.tags.map(\.name), to: html)
    html.raw("</h3>\n")
    HTMLScenarioWriter.write(description: rule.description, to: html)
  }

  private static let plain = SummaryWriter(style: ConsoleStyle(usesColor: false))

  /// "12 scenarios (1 failed, 11 passed)", the worst status first.
  static func counts(_ total: Int, _ noun: String, _ byStatus: [StepStatus: Int]) -> String {
    plain.counts(total, noun, byStatus)
  }
}

/// A feature of the page: its file, document and recorded scenarios.
struct HTMLFeatureEntry {
  let uri: String
  let document: GherkinDocument?
  let lineage: FeatureLineage?
  let scenarios: [HTMLScenarioEntry]

  /// Every feature with scenarios: those with a scenario that did not pass first, then the others,
  /// each group in the order the files were read; scenarios are numbered in page order.
  static func all(_ recording: RunRecording) -> [HTMLFeatureEntry] {
    let documents = Dictionary(
      recording.features.compactMap { feature in feature.document.map { (feature.uri, $0) } },
      uniquingKeysWith: { first, _ in first })
    let grouped = recording.casesByFeature
    let ordered =
      grouped.filter { $0.cases.contains(where: { $0.reportedStatus.isProblem }) }
      + grouped.filter { !$0.cases.contains(where: { $0.reportedStatus.isProblem }) }
    var number = 0
    return ordered.map { uri, cases in
      let document = documents[uri]
      let scenarios = cases.map { recorded in
        number += 1
        return HTMLScenarioEntry(
          recorded: recorded, status: recorded.reportedStatus, id: "s\(number)")
      }
      return HTMLFeatureEntry(
        uri: uri, document: document, lineage: document.map(FeatureLineage.init),
        scenarios: scenarios)
    }
  }
}

/// A scenario of the page: what was recorded, its status and its element id.
struct HTMLScenarioEntry {
  let recorded: RunRecording.Case
  let status: StepStatus
  let id: String
}

extension RunRecording.Case {
  /// The scenario's status: the recorded one, else (when it did not finish) the worst of its steps,
  /// else skipped.
  var reportedStatus: StepStatus {
    status ?? steps.map(\.result.status).max() ?? .skipped
  }
}
