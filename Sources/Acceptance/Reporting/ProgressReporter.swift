import Synchronization

/// The `progress` console format: one character per step (`.` passed, `F` failed, `U` undefined,
/// `P` pending, `A` ambiguous, `-` skipped), then the failures, each with what its step attached
/// (logs and links in full, other attachments counted), and the summary.
public final class ProgressReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let style: ConsoleStyle
  private let failures = Mutex<[String]>([])
  /// The marks of the test case running, written when it ends: one write per scenario, not per
  /// step.
  private let marks = Mutex("")
  private let attachments = PendingAttachments()

  /// A reporter that writes to `output`, in colour when `colored`.
  public convenience init(output: TextOutput, colored: Bool = false) {
    self.init(output: output, style: ConsoleStyle(usesColor: colored))
  }

  /// A reporter that writes to `output` in `style`.
  package init(output: TextOutput, style: ConsoleStyle) {
    self.output = output
    self.style = style
  }

  /// It prints the marks of each scenario's steps as the scenario ends.
  public var needsWholePlan: Bool { false }

  public func handle(_ event: RunEvent) {
    switch event {
    case .attachment(let attachment):
      attachments.hold(attachment)
    case .testStepFinished(let attempt, let testStep, let result):
      let attached = attachments.take(attempt, testStep)
      if !testStep.isHook || result.status == .failed {
        let mark = style.paint(Self.symbol(result.status), as: result.status)
        marks.withLock { $0 += mark }
      }
      if result.status.isProblem {
        let message =
          result.describedMessage(in: attempt.testCase, step: testStep) + attached.failureNote
        failures.withLock { $0.append("\(attempt.testCase.displayName)\n\(message)") }
      }
    case .testCaseFinished:
      writeMarks()
    case .runFinished(let summary):
      writeMarks()
      let failures = failures.withLock { $0 }
      var text = "\n\n"
      for (number, failure) in failures.enumerated() {
        text += "\(number + 1)) " + style.paint(failure, as: .failed) + "\n\n"
      }
      output.write(text + SummaryWriter(style: style).text(summary))
    case .runStarted, .testCaseStarted, .testStepStarted, .runHookStarted,
      .runHookFinished, .testCasesReady, .planned:
      break
    }
  }

  private func writeMarks() {
    let text = marks.withLock { marks in
      defer { marks = "" }
      return marks
    }
    if !text.isEmpty { output.write(text) }
  }

  private static func symbol(_ status: StepStatus) -> String {
    switch status {
    case .passed: "."
    case .failed: "F"
    case .undefined: "U"
    case .pending: "P"
    case .ambiguous: "A"
    case .skipped: "-"
    }
  }
}
