import Foundation
import Gherkin
import Synchronization

/// The `pretty` console format: each feature and rule, each scenario with its location, each step with
/// the mark of its status (`✔`, `✘`, `↷` or `■`, and the status in words when the mark is shared,
/// so that it reads without colour) and the location of its code, what the step attached (logs and
/// links in full, other attachments counted), and the errors under the steps that did not pass.
///
/// Each scenario is written as one block when it finishes, so that output stays grouped per scenario.
public final class PrettyReporter: SynchronousRunReporter {
  private let output: TextOutput
  private let style: ConsoleStyle
  private let summary: SummaryWriter
  private let state = Mutex(State())
  private let attachments = PendingAttachments()

  private struct State {
    var currentFeature: String?
    var currentRule: String?
    var blocks: [String: String] = [:]
    /// The snippet of each undefined step, for its "did you mean".
    var snippets: [String: Snippet] = [:]
  }

  /// A reporter that writes to `output`, in colour when `colored`.
  public convenience init(output: TextOutput, colored: Bool = false) {
    self.init(output: output, style: ConsoleStyle(usesColor: colored))
  }

  /// A reporter that writes to `output` in `style`.
  package init(output: TextOutput, style: ConsoleStyle) {
    self.output = output
    self.style = style
    self.summary = SummaryWriter(style: style)
  }

  /// It prints each scenario as it ends, with the snippets of its file's plan.
  public var needsWholePlan: Bool { false }

  public func handle(_ event: RunEvent) {
    switch event {
    case .testCaseStarted(let attempt):
      let testCase = attempt.testCase
      let retry = attempt.attempt > 0 ? " (attempt \(attempt.attempt + 1))" : ""
      let heading =
        indentation(testCase, 2)
        + style.bold("\(testCase.scenarioKeyword): \(testCase.pickle.name)\(retry)") + "  "
        + style.dim("# \(testCase.uri):\(testCase.line)") + "\n"
      state.withLock { $0.blocks[attempt.id] = heading }
    case .runStarted(let plan), .planned(let plan):
      let snippets = plan.snippetsByPickleStep
      if !snippets.isEmpty { state.withLock { $0.snippets.merge(snippets) { first, _ in first } } }
    case .attachment(let attachment):
      attachments.hold(attachment)
    case .testStepFinished(let attempt, let testStep, let result):
      let attached = attachments.take(attempt, testStep).textLines
      let snippets = result.status == .undefined ? state.withLock { $0.snippets } : [:]
      let line = format(
        testStep, result, attached: attached, in: attempt.testCase, snippets: snippets)
      state.withLock { $0.blocks[attempt.id, default: ""] += line }
    case .testCaseFinished(let attempt, _, let willBeRetried):
      let testCase = attempt.testCase
      let text: String = state.withLock { state in
        var text = ""
        let feature = "\(testCase.uri)\u{0}\(testCase.featureName)"
        if state.currentFeature != feature {
          state.currentFeature = feature
          state.currentRule = nil
          text += style.bold("\(testCase.featureKeyword): \(testCase.featureName)") + "\n\n"
        }
        if state.currentRule != testCase.rule?.id {
          state.currentRule = testCase.rule?.id
          if let rule = testCase.rule {
            text += "  " + style.bold("\(rule.keyword): \(rule.name)") + "\n\n"
          }
        }
        text += state.blocks.removeValue(forKey: attempt.id) ?? ""
        if willBeRetried {
          text += style.paint(indentation(testCase, 4) + "(will be retried)", as: .failed) + "\n"
        }
        return text + "\n"
      }
      output.write(text)
    case .runFinished(let runSummary):
      output.write(summary.text(runSummary))
    case .testStepStarted, .runHookStarted, .runHookFinished, .testCasesReady:
      break
    }
  }

  /// A step's line, with the mark of its status and its arguments; or the line of a hook that did
  /// not pass or attached something; then the lines of what it `attached`, and the explanation of
  /// a result that needs one, with the closest defined steps of an undefined one's snippet in
  /// `snippets`.
  private func format(
    _ testStep: TestStep, _ result: StepResult, attached: [String], in testCase: TestCase,
    snippets: [String: Snippet]
  ) -> String {
    var text = ""
    let status = result.status
    let location = testStep.codeLocation.map { "  " + style.dim("# \($0.shortDescription)") }
    if !testStep.isHook {
      let step = "\(testStep.keyword ?? "")\(testStep.text)\(status.nameAfterText)"
      text +=
        indentation(testCase, 4) + style.paint("\(status.mark) \(step)", as: status)
        + (location ?? "") + "\n"
      if let argument = testStep.pickleStep?.stepArguments {
        for value in argument {
          text += indent(describe(value), by: indentation(testCase, 8), status: status)
        }
      }
    } else if result.status.isProblem || !attached.isEmpty {
      let words = status.isProblem ? " \(status.rawValue)" : ""
      let hook = "\(status.mark) Hook \(testStep.text)\(words)"
      text += indentation(testCase, 4) + style.paint(hook, as: status) + (location ?? "") + "\n"
    }
    for line in attached { text += indentation(testCase, 8) + line + "\n" }
    if result.status.isProblem {
      let problem = StepProblem(testCase: testCase, testStep: testStep, result: result)
      text += indent(
        problem.message(suggesting: snippets, withCode: false), by: indentation(testCase, 8),
        status: status)
    }
    return text
  }

  private func describe(_ value: (any Sendable)?) -> String {
    switch value {
    case let table as DataTable: table.description
    case let docString as DocString:
      "\"\"\"\(docString.mediaType ?? "")\n\(docString.content)\n\"\"\""
    default: ""
    }
  }

  /// `spaces` spaces, and two more inside a rule.
  private func indentation(_ testCase: TestCase, _ spaces: Int) -> String {
    String(repeating: " ", count: testCase.rule == nil ? spaces : spaces + 2)
  }

  private func indent(_ text: String, by padding: String, status: StepStatus) -> String {
    var indented = ""
    for line in text.lines { indented += padding + style.paint(String(line), as: status) + "\n" }
    return indented
  }
}
