/// The `junit` format: JUnit XML as CI servers read it (Jenkins, GitLab, GitHub Actions reporters),
/// written when the run ends.
///
/// One `<testsuite>` per feature file and one `<testcase>` per scenario (`classname` is the feature,
/// `file` and `line` point at the scenario). A failed or ambiguous scenario has a `<failure>` with
/// the step and its `.feature` location; an undefined, pending or skipped one is `<skipped>`
/// (a `<failure>` too when `strict`, as it then fails the run). Problems outside scenarios (files
/// that do not parse, invalid step definitions, failing run hooks) are `<error>` test cases.
///
/// ```swift
/// let junit = JUnitReporter(output: try TextOutput.file("reports/junit.xml"))
/// let runner = Runner(steps: steps, options: options, reporters: [junit]) { MyWorld() }
/// ```
public final class JUnitReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let strict: Bool
  private let recording = RunRecording()

  /// A reporter that writes the document to `output` when the run finishes; with `strict` (the
  /// default, as ``RunOptions/strict``), undefined and pending scenarios are failures instead of
  /// skipped.
  public init(output: TextOutput, strict: Bool = true) {
    self.output = output
    self.strict = strict
  }

  public func handle(_ event: RunEvent) {
    recording.record(event)
    if case .runFinished(let summary) = event {
      output.write(JUnitDocument(strict: strict).xml(recording, summary: summary))
    }
  }
}
