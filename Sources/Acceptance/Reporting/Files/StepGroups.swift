/// The finished steps of a test case arranged as the Cucumber JSON report nests them: scenario
/// hooks on the scenario, step hooks on the Gherkin step they ran around.
struct StepGroups {
  /// A hook and its result.
  struct Hook {
    let step: TestStep
    let result: StepResult
  }

  /// A Gherkin step, its result and its step hooks.
  struct Step {
    let step: TestStep
    let result: StepResult
    var before: [Hook] = []
    var after: [Hook] = []
  }

  /// The Gherkin steps in order.
  private(set) var steps: [Step] = []
  /// The before-scenario hooks.
  private(set) var before: [Hook] = []
  /// The after-scenario hooks.
  private(set) var after: [Hook] = []

  init(_ finished: [(step: TestStep, result: StepResult)]) {
    var beforeNextStep: [Hook] = []
    for (step, result) in finished {
      guard case .hook(let hook) = step.kind else {
        steps.append(Step(step: step, result: result, before: beforeNextStep))
        beforeNextStep = []
        continue
      }
      let finished = Hook(step: step, result: result)
      switch hook.type {
      case .beforeTestStep: beforeNextStep.append(finished)
      case .afterTestStep where !steps.isEmpty: steps[steps.count - 1].after.append(finished)
      case .afterTestCase: after.append(finished)
      default: before.append(finished)
      }
    }
  }
}
