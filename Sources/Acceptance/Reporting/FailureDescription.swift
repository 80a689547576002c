extension StepResult {
  /// Whether the result has something to explain: it did not pass and was not merely skipped.
  var needsExplaining: Bool { status != .passed && status != .skipped }

  /// The result's message with the feature file and line of the step and the Swift location of its
  /// code, as the console reports show it.
  public func describedMessage(in testCase: TestCase, step testStep: TestStep) -> String {
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
