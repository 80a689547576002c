import Acceptance

extension CompatibilitySamples {
  static func examplesTablesAttachment() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.when("a JPEG image is attached") { world in
      StepReport.attach(try world.bytes(of: "cucumber.jpeg"), mediaType: "image/jpeg")
    }
    steps.when("a PNG image is attached") { world in
      StepReport.attach(try world.bytes(of: "cucumber.png"), mediaType: "image/png")
    }
    return steps
  }
}
