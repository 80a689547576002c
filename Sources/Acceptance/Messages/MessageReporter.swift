public import Foundation
import Gherkin
import Synchronization

/// The `message` format: the whole run as Cucumber Messages (protocol 34), one JSON envelope per line,
/// as the Cucumber Compatibility Kit and every Cucumber tool reads them.
///
/// ```sh
/// acceptance --format message:reports/run.ndjson
/// ```
///
/// The envelopes are built as UTF-8 bytes and written in large blocks on a queue of the reporter's
/// own, which also encodes the run's documents, pickles and test cases while the scenarios run;
/// the report is whole when the reporter has handled ``RunEvent/runFinished(_:)``.
public final class MessageReporter: SynchronousRunReporter {
  private let now: @Sendable () -> Date
  private let state: Mutex<State>

  private let writer: EnvelopeWriter

  private struct State {
    /// The envelopes not yet handed to the writer.
    let buffer: EnvelopeBuffer
    var runId = ""
    var snippets: [String: Snippet] = [:]
    /// The problems found before any test ran (glue, filters, paths, parse errors): the message of
    /// `testRunFinished`. A failed run hook has its own `testRunHookFinished` instead.
    var planProblems: [RunProblem] = []
  }

  /// A reporter that writes to `output`; `now` gives the timestamps (the clock by default). An
  /// event that the runner held back until its whole plan was known keeps the time it happened.
  public init(output: TextOutput, now: @escaping @Sendable () -> Date = Date.init) {
    self.now = { RunEventTime.recorded ?? now() }
    writer = EnvelopeWriter(output: output)
    state = Mutex(State(buffer: EnvelopeBuffer(writer: writer)))
  }

  public func handle(_ event: RunEvent) {
    state.withLock { state in write(event, &state) }
  }

  /// Handles the event; at the end of the run, waits until the report is written.
  public func report(_ event: RunEvent) async {
    handle(event)
    if case .runFinished = event { await writer.written() }
  }

  /// Adds the envelopes of `event` to the buffer, or hands their encoding to the writer.
  private func write(_ event: RunEvent, _ state: inout State) {
    let buffer = state.buffer
    switch event {
    case .runStarted(let plan): runStarted(plan, &state)
    case .runHookStarted(let attempt):
      buffer.append(#"{"testRunHookStarted":{"id":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testRunStartedId":"#)
      buffer.append(string: state.runId)
      buffer.append(#","hookId":"#)
      buffer.append(string: attempt.hook.id)
      timestampAndEnd(buffer)
    case .runHookFinished(let attempt, let result):
      buffer.append(#"{"testRunHookFinished":{"testRunHookStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","result":"#)
      result.append(to: buffer)
      timestampAndEnd(buffer)
    case .planned:
      // Never sent: the reporter needs the whole plan, for the envelopes' order.
      break
    case .testCasesReady(let testCases):
      let runId = state.runId
      buffer.flush()
      writer.encode { buffer in
        for testCase in testCases { TestCaseEnvelope.append(testCase, runId: runId, to: buffer) }
      }
    case .testCaseStarted(let attempt):
      buffer.append(#"{"testCaseStarted":{"id":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testCaseId":"#)
      buffer.append(string: attempt.testCase.id)
      buffer.append(#","attempt":"#)
      buffer.append(integer: attempt.attempt)
      timestampAndEnd(buffer)
    case .testStepStarted(let attempt, let testStep):
      buffer.append(#"{"testStepStarted":{"testCaseStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testStepId":"#)
      buffer.append(string: testStep.id)
      timestampAndEnd(buffer)
    case .attachment(let attachment):
      buffer.append(json: {
        MessageEncoding.envelope("attachment", $0) {
          MessageEncoding.attachment(attachment, $0)
        }
      })
      buffer.endEnvelope()
    case .testStepFinished(let attempt, let testStep, let result):
      // The suggestion is for a step reported undefined, not for one skipped after a skip; once,
      // since its id is unique, even when a retried attempt reaches the step again.
      if result.status == .undefined, let step = testStep.pickleStep,
        let snippet = state.snippets.removeValue(forKey: step.id)
      {
        buffer.append(json: {
          MessageEncoding.envelope("suggestion", $0) {
            MessageEncoding.suggestion(snippet, $0)
          }
        })
        buffer.endEnvelope()
      }
      buffer.append(#"{"testStepFinished":{"testCaseStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testStepId":"#)
      buffer.append(string: testStep.id)
      buffer.append(#","testStepResult":"#)
      result.append(to: buffer)
      timestampAndEnd(buffer)
    case .testCaseFinished(let attempt, _, let willBeRetried):
      buffer.append(#"{"testCaseFinished":{"testCaseStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","timestamp":"#)
      Timestamp(now()).append(to: buffer)
      buffer.append(willBeRetried ? #","willBeRetried":true}}"# : #","willBeRetried":false}}"#)
      buffer.endEnvelope()
    case .runFinished(let summary):
      runFinished(summary, &state)
      buffer.flush()
    }
  }

  /// The meta, the features' envelopes, the glue and `testRunStarted`.
  private func runStarted(_ plan: RunPlan, _ state: inout State) {
    state.runId = plan.runId
    state.snippets = plan.snippetsByPickleStep
    state.planProblems = plan.problems
    let buffer = state.buffer
    buffer.flush()
    writer.encode { buffer in
      buffer.append(json: MessageEncoding.meta)
      buffer.endEnvelope()
      for feature in plan.features { MessageEncoding.feature(feature, buffer) }
      for item in plan.glue.items {
        buffer.append(json: { MessageEncoding.glue(item, $0) })
        buffer.endEnvelope()
      }
    }
    buffer.append(#"{"testRunStarted":{"id":"#)
    buffer.append(string: plan.runId)
    timestampAndEnd(buffer)
    if let seed = plan.seed {
      // The seed of a random order, logged on the run so that its order can be replayed.
      buffer.append(json: { writer in
        MessageEncoding.envelope("attachment", writer) { writer in
          writer.field("testRunStartedId", plan.runId)
          writer.field("body", RunOptions.Order.replayHint(seed: seed))
          writer.field("contentEncoding", StepAttachment.Encoding.identity.rawValue)
          writer.field("mediaType", "text/x.cucumber.log+plain")
          writer.field("timestamp", Timestamp(now()))
        }
      })
      buffer.endEnvelope()
    }
  }

  private func runFinished(_ summary: RunSummary, _ state: inout State) {
    let problems =
      state.planProblems + (summary.interruption.map { [RunProblem($0.description)] } ?? [])
    let runId = state.runId
    let timestamp = Timestamp(now())
    state.buffer.append(json: { writer in
      MessageEncoding.envelope("testRunFinished", writer) { writer in
        writer.field("testRunStartedId", runId)
        writer.field("timestamp", timestamp)
        writer.key("success")
        writer.bool(summary.passed)
        if !problems.isEmpty {
          writer.field("message", problems.map(\.message).joined(separator: "\n"))
        }
      }
    })
    state.buffer.endEnvelope()
  }

  /// Appends `,"timestamp":{…}` for now, closes the envelope and ends it.
  private func timestampAndEnd(_ buffer: EnvelopeBuffer) {
    buffer.append(#","timestamp":"#)
    Timestamp(now()).append(to: buffer)
    buffer.append("}}")
    buffer.endEnvelope()
  }
}
