import Acceptance

extension CompatibilitySamples {
  static func retry() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a step that always passes") { _ in }
    let secondTime = SampleCounter()
    steps.given("a step that passes the second time") { _ in
      if secondTime.increment() < 2 { throw StepFailure("Exception in step") }
    }
    let thirdTime = SampleCounter()
    steps.given("a step that passes the third time") { _ in
      if thirdTime.increment() < 3 { throw StepFailure("Exception in step") }
    }
    steps.given("a step that always fails") { _ in throw StepFailure("Exception in step") }
    return steps
  }
}
