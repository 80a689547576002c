import Gherkin

extension StepResult {
  /// The result's message with the feature file and line of the step and the Swift location of its
  /// code, as the console reports show it.
  package func describedMessage(in testCase: TestCase, step testStep: TestStep) -> String {
    var lines = [message ?? status.rawValue]
    if let line = testStep.line {
      lines.append("  at \(testCase.uri):\(line)  \(testStep.keyword ?? "")\(testStep.text)")
    } else {
      lines.append("  in \(testStep.text) hook of \(testCase.uri):\(testCase.line)")
    }
    if let location = testStep.codeLocation { lines.append("  code: \(location)") }
    if case .ambiguous(let definitions) = testStep.match {
      lines.append("  matching definitions:")
      lines += definitions.map { "    \($0.definition.pattern)  (\($0.definition.location))" }
    }
    return lines.joined(separator: "\n")
  }
}

/// A test step that did not pass (failed, undefined, pending or ambiguous), with where it is
/// written: what the Swift Testing and XCTest bridges record as a failure.
package struct StepProblem: Sendable {
  /// The test case the step belongs to.
  package let testCase: TestCase
  /// The step or hook.
  package let testStep: TestStep
  /// Its result.
  package let result: StepResult

  /// The feature-file line of the step, or of its scenario for a hook.
  package var line: Int { testStep.line ?? testCase.line }
  /// The column of the step's keyword, or 1 for a hook.
  package var column: Int { testStep.column ?? 1 }
  /// The result's message with the step's feature location and code location.
  package var message: String { result.describedMessage(in: testCase, step: testStep) }

  /// The message and, for an undefined step, the closest defined steps of its snippet in
  /// `snippets` (by pickle step id) and, when `withCode`, the snippet that would define it.
  package func message(suggesting snippets: [String: Snippet], withCode: Bool = true) -> String {
    guard result.status == .undefined, let id = testStep.pickleStep?.id, let snippet = snippets[id]
    else { return message }
    var text = message
    if !snippet.suggestions.isEmpty { text += "\n" + snippet.didYouMean.indented(by: "  ") }
    guard withCode else { return text }
    return text + "\n  You can implement it with this snippet:\n\n"
      + snippet.code.indented(by: "    ")
  }
}

extension Snippet {
  /// `Did you mean:` and each of the ``suggestions`` as the step catalog lists it (pattern,
  /// example, location), without a last newline; empty without suggestions.
  ///
  /// ```text
  /// Did you mean:
  ///   the user logs in as {string}
  ///     example:    When the user logs in as "ada@example.com"
  ///     defined at: Sources/AppSteps/LoginSteps.swift:12
  /// ```
  package var didYouMean: String {
    guard !suggestions.isEmpty else { return "" }
    let entries = suggestions.map { entry in
      "  \(entry.pattern)\n" + (entry.exampleStep.map { StepCatalog.line("example", $0) } ?? "")
        + StepCatalog.line("defined at", entry.location.shortDescription)
    }
    return String(("Did you mean:\n" + entries.joined()).dropLast())
  }

  /// The code after the suggestions as Swift comments, as the summary lists it.
  package var commentedCode: String {
    suggestions.isEmpty ? code : didYouMean.lines.map { "// \($0)\n" }.joined() + code
  }
}

extension String {
  /// Every line prefixed with `padding`.
  fileprivate func indented(by padding: String) -> String {
    lines.map { padding + $0 }.joined(separator: "\n")
  }
}

extension RunEvent {
  /// The step that did not pass, when this event finishes one.
  package var stepProblem: StepProblem? {
    guard case .testStepFinished(let attempt, let testStep, let result) = self,
      result.status.isProblem
    else { return nil }
    return StepProblem(testCase: attempt.testCase, testStep: testStep, result: result)
  }
}
