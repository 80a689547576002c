/// The `json` format: the legacy Cucumber JSON report that report plugins read
/// (cucumber-html-reporter, the Jenkins Cucumber plugin), written when the run ends.
///
/// An array of features, each with its elements: the background (when the scenario has background
/// steps) and then the scenario, with their steps, `match` locations, results (durations in
/// nanoseconds) and `before`/`after` hooks — the shape of Cucumber's own json formatter.
///
/// ```swift
/// let json = CucumberJSONReporter(output: try TextOutput.file("reports/cucumber.json"))
/// let runner = Runner(steps: steps, options: options, reporters: [json]) { MyWorld() }
/// ```
public final class CucumberJSONReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let recording = RunRecording()

  /// A reporter that writes the report to `output` when the run finishes.
  public init(output: TextOutput) { self.output = output }

  public func handle(_ event: RunEvent) {
    recording.record(event)
    if case .runFinished(let summary) = event {
      output.write(CucumberJSONDocument().json(recording, summary: summary) + "\n")
    }
  }
}
