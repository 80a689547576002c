import Foundation
import Synchronization

/// The `html` format: one self-contained HTML page of the run, for people rather than tools,
/// written when the run ends.
///
/// It shows each feature, rule and scenario with its status and duration, and each step with its
/// data table or doc string, its error (with the `.feature` file and line, and a snippet for an
/// undefined step) and what it attached: text and logs inline, links as links, images inline, other
/// content as a download. A ``Timeline`` attachment is drawn as a chart of lanes. Scenarios that
/// did not pass are listed first and open; the page filters by status and tag and has a search box.
/// Styles and scripts are inline, so the file works offline and can be archived as a CI artifact.
///
/// ```swift
/// let html = HTMLReporter(output: try TextOutput.file("reports/acceptance.html"))
/// let runner = Runner(steps: steps, options: options, reporters: [html]) { MyWorld() }
/// ```
public final class HTMLReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let title: String
  private let recording = RunRecording()
  private let snippets = Mutex<[String: Snippet]>([:])

  /// A reporter that writes the page to `output` when the run finishes, with `title` as its
  /// heading.
  public init(output: TextOutput, title: String = "Acceptance report") {
    self.output = output
    self.title = title
  }

  public func handle(_ event: RunEvent) {
    recording.record(event)
    switch event {
    case .runStarted(let plan):
      let bySteps = plan.snippetsByPickleStep
      snippets.withLock { $0 = bySteps }
    case .runFinished(let summary):
      let document = HTMLDocument(
        title: title, snippets: snippets.withLock { $0 }, generated: Date())
      let bytes = document.html(recording, summary: summary)
      bytes.withUnsafeBytes { output.write(bytes: $0) }
    default: break
    }
  }
}
