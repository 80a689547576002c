import Gherkin
import VirtualTime

/// Builds the JUnit XML document of a recorded run.
struct JUnitDocument {
  let strict: Bool

  private struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0
    var time = Duration.zero

    var attributes: XMLWriter.Attributes {
      [
        ("tests", "\(tests)"), ("failures", "\(failures)"), ("errors", "\(errors)"),
        ("skipped", "\(skipped)"), ("time", time.secondsText),
      ]
    }

    static func + (lhs: Counts, rhs: Counts) -> Counts {
      Counts(
        tests: lhs.tests + rhs.tests, failures: lhs.failures + rhs.failures,
        errors: lhs.errors + rhs.errors, skipped: lhs.skipped + rhs.skipped,
        time: lhs.time + rhs.time)
    }
  }

  /// The document: `<testsuites>` with a suite per feature file, and one for run problems.
  func xml(_ recording: RunRecording, summary: RunSummary) -> String {
    let features = recording.features
    let suites = recording.casesByFeature.map { uri, cases in
      let name = features.first { $0.uri == uri }?.document?.feature?.name
      return (name: name.flatMap { $0.isEmpty ? nil : $0 } ?? uri, uri: uri, cases: cases)
    }
    var total = suites.map { counts($0.cases) }.reduce(Counts(), +)
    let problems = Counts(tests: summary.problems.count, errors: summary.problems.count)
    total.time = summary.duration
    var xml = XMLWriter()
    xml.open("testsuites", [("name", "acceptance")] + (total + problems).attributes)
    for suite in suites {
      xml.open(
        "testsuite", [("name", suite.name)] + counts(suite.cases).attributes + [("file", suite.uri)]
      )
      writeProperties(summary, to: &xml)
      let duplicates = Dictionary(grouping: suite.cases, by: \.testCase.pickle.name)
      for recorded in suite.cases {
        var name = recorded.testCase.pickle.name
        if (duplicates[name]?.count ?? 0) > 1 { name += " (line \(recorded.testCase.line))" }
        write(recorded, name: name, suite: suite.name, to: &xml)
      }
      xml.close()
    }
    if !summary.problems.isEmpty {
      xml.open("testsuite", [("name", "Problems")] + problems.attributes)
      writeProperties(summary, to: &xml)
      for (number, problem) in summary.problems.enumerated() {
        xml.open("testcase", [("name", "Problem \(number + 1)"), ("classname", "Problems")])
        xml.element(
          "error", [("message", firstLine(problem.message)), ("type", "problem")],
          text: problem.message)
        xml.close()
      }
      xml.close()
    }
    xml.close()
    return xml.text
  }

  /// The run's properties in a suite: the seed of a random order, so that a CI failure can be
  /// replayed from its report.
  private func writeProperties(_ summary: RunSummary, to xml: inout XMLWriter) {
    guard let seed = summary.seed else { return }
    xml.open("properties")
    xml.element("property", [("name", "seed"), ("value", "\(seed)")], text: nil)
    xml.close()
  }

  private func counts(_ cases: [RunRecording.Case]) -> Counts {
    var counts = Counts(tests: cases.count)
    for recorded in cases {
      counts.time += recorded.duration
      switch outcome(recorded.status ?? .skipped) {
      case .failure: counts.failures += 1
      case .skipped: counts.skipped += 1
      case .passed: break
      }
    }
    return counts
  }

  private enum Outcome {
    case passed
    case failure
    case skipped
  }

  private func outcome(_ status: StepStatus) -> Outcome {
    if status.failsRun(strict: strict) { return .failure }
    return status == .passed ? .passed : .skipped
  }

  private func write(
    _ recorded: RunRecording.Case, name: String, suite: String, to xml: inout XMLWriter
  ) {
    let testCase = recorded.testCase
    xml.open(
      "testcase",
      [
        ("name", name), ("classname", suite), ("time", recorded.duration.secondsText),
        ("file", testCase.uri), ("line", "\(testCase.line)"),
      ])
    let status = recorded.status ?? .skipped
    let worst = recorded.steps.first { $0.result.status == status }
    let detail = worst?.result.message ?? "the scenario is \(status.rawValue)"
    let location = worst.map { place($0.step, in: testCase) } ?? "\(testCase.uri):\(testCase.line)"
    switch outcome(status) {
    case .passed: break
    case .failure:
      xml.element(
        "failure", [("message", firstLine(detail)), ("type", status.rawValue)],
        text: "\(location)\n\(detail)")
    case .skipped:
      xml.element("skipped", [("message", "\(status.rawValue): \(location)")], text: nil)
    }
    xml.element("system-out", text: stepLines(recorded))
    xml.close()
  }

  /// `Given text (file.feature:8)` for a step, the hook and its code location for a hook.
  private func place(_ step: TestStep, in testCase: TestCase) -> String {
    guard !step.isHook else {
      return "Hook \(step.text) (\(step.codeLocation?.description ?? testCase.uri))"
    }
    return "\(step.keyword ?? "")\(step.text) (\(testCase.uri):\(step.line ?? testCase.line))"
  }

  /// Each Gherkin step with its status, as Cucumber's JUnit output lists them, and under each step
  /// or hook what it attached (logs and links in full, other attachments counted).
  private func stepLines(_ recorded: RunRecording.Case) -> String {
    recorded.steps.map { step, result in
      let attached = (recorded.attachments[step.id] ?? []).textLines.map { "  \($0)\n" }.joined()
      guard !step.isHook else {
        return attached.isEmpty ? "" : "Hook \(step.text)\n" + attached
      }
      let text = "\(step.keyword ?? "")\(step.text)"
      let dots = String(repeating: ".", count: max(3, 60 - text.count))
      return text + dots + result.status.rawValue + "\n" + attached
    }.joined()
  }

  private func firstLine(_ text: String) -> String {
    String(text.prefix { $0 != "\n" && $0 != "\r" })
  }
}
