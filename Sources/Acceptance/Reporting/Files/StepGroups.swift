/// The finished steps of a test case arranged as the Cucumber JSON report nests them: scenario
/// hooks on the scenario, step hooks on the Gherkin step they ran around.
struct StepGroups {
  /// A hook, its result and what it attached.
  struct Hook {
    let step: TestStep
    let result: StepResult
    let attachments: [StepAttachment]
  }

  /// A Gherkin step, its result, what it attached and its step hooks.
  struct Step {
    let step: TestStep
    let result: StepResult
    let attachments: [StepAttachment]
    var before: [Hook] = []
    var after: [Hook] = []
  }

  /// The Gherkin steps in order.
  private(set) var steps: [Step] = []
  /// The before-scenario hooks.
  private(set) var before: [Hook] = []
  /// The after-scenario hooks.
  private(set) var after: [Hook] = []

  /// Arranges `finished`; `attachments` holds what each test step attached, by test step id.
  init(
    _ finished: [(step: TestStep, result: StepResult)],
    attachments: [String: [StepAttachment]] = [:]
  ) {
    var beforeNextStep: [Hook] = []
    for (step, result) in finished {
      let attached = attachments[step.id] ?? []
      guard case .hook(let hook) = step.kind else {
        steps.append(
          Step(step: step, result: result, attachments: attached, before: beforeNextStep))
        beforeNextStep = []
        continue
      }
      let finished = Hook(step: step, result: result, attachments: attached)
      switch hook.type {
      case .beforeTestStep: beforeNextStep.append(finished)
      case .afterTestStep where !steps.isEmpty: steps[steps.count - 1].after.append(finished)
      case .afterTestCase: after.append(finished)
      default: before.append(finished)
      }
    }
  }
}
