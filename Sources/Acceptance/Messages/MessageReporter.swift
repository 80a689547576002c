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
/// The scenario's thread only notes each event and its time; the envelopes are built as UTF-8
/// bytes and written in large blocks on a queue of the reporter's own, which takes the events in
/// batches. The report is whole when the reporter has handled ``RunEvent/runFinished(_:)``.
public final class MessageReporter: SynchronousRunReporter {
  /// How many events wait before they go to the queue together. Every
  /// ``EnvelopeBuffer/clockStride`` events, the clock hands them over early when
  /// ``EnvelopeBuffer/flushInterval`` has passed, so that a reader following a slow run still sees
  /// it move.
  static let batchSize = 2048

  private let now: @Sendable () -> Date
  private let writer: EnvelopeWriter
  /// The state of the envelopes, used on the writer's queue only.
  private let encoder = EventEncoder()
  private let pending: Mutex<Pending>

  /// The events noted and not yet handed to the queue.
  private struct Pending {
    var events: [NotedEvent] = []
    var lastHandOver: ContinuousClock.Instant
  }

  /// An event and the time it happened. (A struct, not a tuple: an array of tuples is copied and
  /// destroyed through the runtime's generic functions, one call per element.)
  private struct NotedEvent {
    let event: RunEvent
    let time: Date
  }

  /// A reporter that writes to `output`; `now` gives the timestamps (the clock by default). An
  /// event that the runner held back until its whole plan was known keeps the time it happened.
  public init(output: TextOutput, now: @escaping @Sendable () -> Date = Date.init) {
    self.now = now
    writer = EnvelopeWriter(output: output)
    pending = Mutex(Pending(lastHandOver: .now))
  }

  public func handle(_ event: RunEvent) { handle(event, happenedAt: now()) }

  /// Handles `event`, which happened at `time`: the runner hands over the time of each event that
  /// it held back until the whole plan was known (``WholePlanGate``), which ``handle(_:)`` would
  /// stamp with the time of the hand-over. (A parameter, not a task-local value: binding one
  /// around each held event cost two switches of executor per event, tens of thousands of them
  /// while a run's plan is made.)
  func handle(_ event: RunEvent, happenedAt time: Date) {
    let (writer, encoder) = (writer, encoder)
    pending.withLock { pending in
      pending.events.append(NotedEvent(event: event, time: time))
      let count = pending.events.count
      guard
        count >= Self.batchSize || event.endsABatch
          || (count % EnvelopeBuffer.clockStride == 0
            && .now - pending.lastHandOver >= EnvelopeBuffer.flushInterval)
      else { return }
      // Handed over under the lock, so that the batches reach the queue in order; the next batch
      // starts with room for a whole one.
      var next: [NotedEvent] = []
      next.reserveCapacity(Self.batchSize)
      let batch = pending.events
      pending.events = next
      pending.lastHandOver = .now
      writer.encode { buffer in
        for noted in batch { encoder.write(noted.event, at: noted.time, to: buffer) }
      }
    }
  }

  /// Handles the event; at the end of the run, waits until the report is written.
  public func report(_ event: RunEvent) async {
    handle(event)
    if case .runFinished = event { await writer.written() }
  }
}

extension RunEvent {
  /// Whether the noted events go to the queue at once: the run's start, so that its plan is
  /// encoded while the first scenarios run, and its end.
  fileprivate var endsABatch: Bool {
    switch self {
    case .runStarted, .runFinished: true
    default: false
    }
  }
}

/// Builds the envelopes of the events, on the writer's queue alone: the class is Sendable only so
/// that the reporter can hand it to the queue, which is serial.
private final class EventEncoder: @unchecked Sendable {
  private var runId = ""
  private var snippets: [String: Snippet] = [:]
  /// The problems found before any test ran (glue, filters, paths, parse errors): the message of
  /// `testRunFinished`. A failed run hook has its own `testRunHookFinished` instead.
  private var planProblems: [RunProblem] = []

  /// Appends the envelopes of `event`, which happened at `time`.
  func write(_ event: RunEvent, at time: Date, to buffer: EnvelopeBuffer) {
    switch event {
    case .runStarted(let plan): runStarted(plan, at: time, buffer)
    case .runHookStarted(let attempt):
      buffer.append(#"{"testRunHookStarted":{"id":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testRunStartedId":"#)
      buffer.append(string: runId)
      buffer.append(#","hookId":"#)
      buffer.append(string: attempt.hook.id)
      end(buffer, at: time)
    case .runHookFinished(let attempt, let result):
      buffer.append(#"{"testRunHookFinished":{"testRunHookStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","result":"#)
      result.append(to: buffer)
      end(buffer, at: time)
    case .planned:
      // Never sent: the reporter needs the whole plan, for the envelopes' order.
      break
    case .testCasesReady(let testCases):
      for testCase in testCases { TestCaseEnvelope.append(testCase, runId: runId, to: buffer) }
    case .testCaseStarted(let attempt):
      buffer.append(#"{"testCaseStarted":{"id":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testCaseId":"#)
      buffer.append(string: attempt.testCase.id)
      buffer.append(#","attempt":"#)
      buffer.append(integer: attempt.attempt)
      end(buffer, at: time)
    case .testStepStarted(let attempt, let testStep):
      buffer.append(#"{"testStepStarted":{"testCaseStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","testStepId":"#)
      buffer.append(string: testStep.id)
      end(buffer, at: time)
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
        let snippet = snippets.removeValue(forKey: step.id)
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
      end(buffer, at: time)
    case .testCaseFinished(let attempt, _, let willBeRetried):
      buffer.append(#"{"testCaseFinished":{"testCaseStartedId":"#)
      buffer.append(string: attempt.id)
      buffer.append(#","timestamp":"#)
      Timestamp(time).append(to: buffer)
      buffer.append(willBeRetried ? #","willBeRetried":true}}"# : #","willBeRetried":false}}"#)
      buffer.endEnvelope()
    case .runFinished(let summary):
      runFinished(summary, at: time, buffer)
    }
  }

  /// The meta, the features' envelopes, the glue and `testRunStarted`.
  private func runStarted(_ plan: RunPlan, at time: Date, _ buffer: EnvelopeBuffer) {
    runId = plan.runId
    snippets = plan.snippetsByPickleStep
    planProblems = plan.problems
    buffer.append(json: MessageEncoding.meta)
    buffer.endEnvelope()
    for feature in plan.features { MessageEncoding.feature(feature, buffer) }
    for item in plan.glue.items {
      buffer.append(json: { MessageEncoding.glue(item, $0) })
      buffer.endEnvelope()
    }
    buffer.append(#"{"testRunStarted":{"id":"#)
    buffer.append(string: plan.runId)
    end(buffer, at: time)
    if let seed = plan.seed {
      // The seed of a random order, logged on the run so that its order can be replayed.
      buffer.append(json: { writer in
        MessageEncoding.envelope("attachment", writer) { writer in
          writer.field("testRunStartedId", plan.runId)
          writer.field("body", RunOptions.Order.replayHint(seed: seed))
          writer.field("contentEncoding", StepAttachment.Encoding.identity.rawValue)
          writer.field("mediaType", "text/x.cucumber.log+plain")
          writer.field("timestamp", Timestamp(time))
        }
      })
      buffer.endEnvelope()
    }
  }

  private func runFinished(_ summary: RunSummary, at time: Date, _ buffer: EnvelopeBuffer) {
    let problems =
      planProblems + (summary.interruption.map { [RunProblem($0.description)] } ?? [])
    let runId = runId
    buffer.append(json: { writer in
      MessageEncoding.envelope("testRunFinished", writer) { writer in
        writer.field("testRunStartedId", runId)
        writer.field("timestamp", Timestamp(time))
        writer.key("success")
        writer.bool(summary.passed)
        if !problems.isEmpty {
          writer.field("message", problems.map(\.message).joined(separator: "\n"))
        }
      }
    })
    buffer.endEnvelope()
  }

  /// Appends `,"timestamp":{…}` for `time`, closes the envelope and ends it.
  private func end(_ buffer: EnvelopeBuffer, at time: Date) {
    buffer.append(#","timestamp":"#)
    Timestamp(time).append(to: buffer)
    buffer.append("}}")
    buffer.endEnvelope()
  }
}
