import Acceptance

extension CompatibilitySamples {
  static func hooks() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { _, _ in }
    steps.when("a step passes") { _ in }
    steps.when("a step fails") { _ in throw StepFailure("Exception in step") }
    steps.after { _, _ in }
    return steps
  }

  static func hooksAttachment() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { world, _ in
      attach(try world.bytes(of: "cucumber.svg"), mediaType: "image/svg+xml")
    }
    steps.when("a step passes") { _ in }
    steps.after { world, _ in
      attach(try world.bytes(of: "cucumber.svg"), mediaType: "image/svg+xml")
    }
    return steps
  }

  static func hooksConditional() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before("@passing-hook") { _, _ in }
    steps.before("@fail-before") { _, _ in throw StepFailure("Exception in conditional hook") }
    steps.when("a step passes") { _ in }
    steps.after("@fail-after") { _, _ in throw StepFailure("Exception in conditional hook") }
    steps.after("@passing-hook") { _, _ in }
    return steps
  }

  static func hooksNamed() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before(name: "A named before hook") { _, _ in }
    steps.when("a step passes") { _ in }
    steps.after(name: "A named after hook") { _, _ in }
    return steps
  }

  static func hooksSkipped() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { _, _ in }
    steps.before("@skip-before") { _, _ in throw SkippedStep() }
    steps.before { _, _ in }
    steps.given("a normal step") { _ in }
    steps.given("a step that skips") { _ in throw SkippedStep() }
    steps.after { _, _ in }
    steps.after("@skip-after") { _, _ in throw SkippedStep() }
    steps.after { _, _ in }
    return steps
  }

  static func hooksUndefined() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { _, _ in }
    steps.after { _, _ in }
    return steps
  }

  static func skippedFailingHook() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.given("a step that skips") { _ in throw SkippedStep() }
    steps.after { _, _ in throw StepFailure("whoops") }
    return steps
  }
}
