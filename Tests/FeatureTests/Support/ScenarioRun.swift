import Acceptance
import AppSteps
import Synchronization

/// One test step (a Gherkin step or a hook) of a scenario that ran, with its result.
struct StepOutcome: Sendable {
  /// The step as planned: its text, line and how it matched.
  let step: TestStep
  /// What running it gave.
  let result: StepResult

  /// Whether no step definition matches the Gherkin step, or several do.
  var isUnmatched: Bool {
    switch step.match {
    case .undefined, .ambiguous: true
    case .defined, .hook: result.status == .undefined || result.status == .ambiguous
    }
  }

  /// `line 12 "Then …" (failed: the message)`, or the hook's name for a hook.
  var description: String {
    let place = step.line.map { "line \($0) \"\(step.keyword ?? "")\(step.text)\"" }
    let message = result.message.map { ": \($0)" } ?? ""
    return "\(place ?? "hook \"\(step.text)\"") (\(result.status.rawValue)\(message))"
  }
}

/// What one scenario did when it ran: its name, its status and each test step's outcome in order.
struct ScenarioOutcome: Sendable {
  /// `Feature › Scenario`.
  let name: String
  /// The status of the scenario: the worst of its steps'.
  let status: StepStatus
  /// The hooks and steps, in the order they ran.
  let steps: [StepOutcome]

  /// The first hook or step that did not pass.
  var firstProblem: StepOutcome? { steps.first { $0.result.status != .passed } }

  /// The Gherkin steps that match no step definition, or several.
  var unmatchedSteps: [StepOutcome] { steps.filter(\.isUnmatched) }
}

/// A run of the scenarios of a feature file with the app's step library, a fresh `AppWorld` for
/// each scenario, as `acceptance` runs `Features/`.
struct ScenarioRun: Sendable {
  /// The run's counts and problems (an unreadable file, an invalid step definition).
  let summary: RunSummary
  /// Each scenario that ran, in order.
  let scenarios: [ScenarioOutcome]

  /// Runs the scenario that `line` of the feature file at `path` is part of.
  static func run(_ path: String, line: Int) async -> ScenarioRun {
    var options = RunOptions.appTests
    options.paths = [FeaturePath(path: path, lines: [line])]
    let log = OutcomeLog()
    let runner = Runner(steps: AppSteps.library().registry, options: options, reporters: [log]) {
      AppWorld()
    }
    let summary = await runner.run()
    return ScenarioRun(summary: summary, scenarios: log.finished)
  }
}

/// Collects each scenario's step outcomes from the events of a run.
private final class OutcomeLog: RunReporter, Sendable {
  private struct State {
    var running: [String: [StepOutcome]] = [:]
    var finished: [ScenarioOutcome] = []
  }

  private let state = Mutex(State())

  /// The scenarios that finished, in order.
  var finished: [ScenarioOutcome] { state.withLock { $0.finished } }

  func report(_ event: RunEvent) async {
    switch event {
    case .testStepFinished(let attempt, let step, let result):
      state.withLock {
        $0.running[attempt.id, default: []].append(StepOutcome(step: step, result: result))
      }
    case .testCaseFinished(let attempt, let status, _):
      state.withLock {
        let steps = $0.running.removeValue(forKey: attempt.id) ?? []
        $0.finished.append(
          ScenarioOutcome(name: attempt.testCase.displayName, status: status, steps: steps))
      }
    default:
      break
    }
  }
}
