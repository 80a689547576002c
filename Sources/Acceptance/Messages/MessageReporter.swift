public import Foundation
import Gherkin
import Synchronization

/// The `message` format: the whole run as Cucumber Messages (protocol 34), one JSON envelope per line,
/// as the Cucumber Compatibility Kit and every Cucumber tool reads them.
///
/// ```sh
/// acceptance --format message:reports/run.ndjson
/// ```
public final class MessageReporter: RunReporter {
  private let output: TextOutput
  private let now: @Sendable () -> Date
  private let state = Mutex(State())

  private struct State {
    var runId = ""
    var snippets: [String: Snippet] = [:]
    /// The problems found before any test ran (glue, filters, paths, parse errors): the message of
    /// `testRunFinished`. A failed run hook has its own `testRunHookFinished` instead.
    var planProblems: [RunProblem] = []
  }

  /// A reporter that writes to `output`; `now` gives the timestamps (the clock by default).
  public init(output: TextOutput, now: @escaping @Sendable () -> Date = Date.init) {
    self.output = output
    self.now = now
  }

  public func report(_ event: RunEvent) async {
    let writer = JSONWriter(capacity: 1024)
    switch event {
    case .runStarted(let plan):
      state.withLock { state in
        state.runId = plan.runId
        state.snippets = plan.snippetsByPickleStep
        state.planProblems = plan.problems
      }
      MessageEncoding.meta(writer)
      for feature in plan.features { MessageEncoding.feature(feature, writer) }
      for item in plan.glue.items { MessageEncoding.glue(item, writer) }
      envelope("testRunStarted", writer) { writer in
        writer.field("id", plan.runId)
        writer.field("timestamp", Timestamp(now()))
      }
      if let seed = plan.seed {
        // The seed of a random order, logged on the run so that its order can be replayed.
        envelope("attachment", writer) { writer in
          writer.field("testRunStartedId", plan.runId)
          writer.field("body", RunOptions.Order.replayHint(seed: seed))
          writer.field("contentEncoding", StepAttachment.Encoding.identity.rawValue)
          writer.field("mediaType", "text/x.cucumber.log+plain")
          writer.field("timestamp", Timestamp(now()))
        }
      }
    case .runHookStarted(let attempt):
      envelope("testRunHookStarted", writer) { writer in
        writer.field("id", attempt.id)
        writer.field("testRunStartedId", runId)
        writer.field("hookId", attempt.hook.id)
        writer.field("timestamp", Timestamp(now()))
      }
    case .runHookFinished(let attempt, let result):
      envelope("testRunHookFinished", writer) { writer in
        writer.field("testRunHookStartedId", attempt.id)
        writer.field("result", result)
        writer.field("timestamp", Timestamp(now()))
      }
    case .testCasesReady(let testCases):
      let runId = runId
      for testCase in testCases {
        envelope("testCase", writer) { MessageEncoding.testCase(testCase, runId: runId, $0) }
      }
    case .testCaseStarted(let attempt):
      envelope("testCaseStarted", writer) { writer in
        writer.field("id", attempt.id)
        writer.field("testCaseId", attempt.testCase.id)
        writer.field("attempt", attempt.attempt)
        writer.field("timestamp", Timestamp(now()))
      }
    case .testStepStarted(let attempt, let testStep):
      envelope("testStepStarted", writer) { writer in
        writer.field("testCaseStartedId", attempt.id)
        writer.field("testStepId", testStep.id)
        writer.field("timestamp", Timestamp(now()))
      }
    case .attachment(let attachment):
      envelope("attachment", writer) { MessageEncoding.attachment(attachment, $0) }
    case .testStepFinished(let attempt, let testStep, let result):
      // The suggestion is for a step reported undefined, not for one skipped after a skip; once,
      // since its id is unique, even when a retried attempt reaches the step again.
      if result.status == .undefined, let step = testStep.pickleStep,
        let snippet = state.withLock({ $0.snippets.removeValue(forKey: step.id) })
      {
        envelope("suggestion", writer) { MessageEncoding.suggestion(snippet, $0) }
      }
      envelope("testStepFinished", writer) { writer in
        writer.field("testCaseStartedId", attempt.id)
        writer.field("testStepId", testStep.id)
        writer.field("testStepResult", result)
        writer.field("timestamp", Timestamp(now()))
      }
    case .testCaseFinished(let attempt, _, let willBeRetried):
      envelope("testCaseFinished", writer) { writer in
        writer.field("testCaseStartedId", attempt.id)
        writer.field("timestamp", Timestamp(now()))
        writer.key("willBeRetried")
        writer.bool(willBeRetried)
      }
    case .runFinished(let summary):
      envelope("testRunFinished", writer) { writer in
        writer.field("testRunStartedId", runId)
        writer.field("timestamp", Timestamp(now()))
        writer.key("success")
        writer.bool(summary.passed)
        let problems =
          state.withLock { $0.planProblems }
          + (summary.interruption.map { [RunProblem($0.description)] } ?? [])
        if !problems.isEmpty {
          writer.field("message", problems.map(\.message).joined(separator: "\n"))
        }
      }
    }
    output.write(String(decoding: writer.bytes, as: UTF8.self))
  }

  private var runId: String { state.withLock { $0.runId } }

  /// Writes `{"name":{…}}` and a newline.
  private func envelope(
    _ name: StaticString, _ writer: JSONWriter, _ body: (JSONWriter) -> Void
  ) {
    MessageEncoding.envelope(name, writer, body)
  }
}
