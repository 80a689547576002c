import Acceptance

extension CompatibilitySamples {
  static func hooksAttachment() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.before { world, _ in
      StepReport.attach(try world.bytes(of: "cucumber.svg"), mediaType: "image/svg+xml")
    }
    steps.when("a step passes") { _ in }
    steps.after { world, _ in
      StepReport.attach(try world.bytes(of: "cucumber.svg"), mediaType: "image/svg+xml")
    }
    return steps
  }
}
