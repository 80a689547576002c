import Acceptance

extension CompatibilitySamples {
  static func attachments() -> StepRegistry<CompatibilityWorld> {
    var steps = StepRegistry<CompatibilityWorld>()
    steps.when("the string {string} is attached as {string}") {
      (_, text: String, mediaType: String) in StepReport.attach(text, mediaType: mediaType)
    }
    steps.when("the string {string} is logged") { (_, text: String) in StepReport.log(text) }
    steps.when("text with ANSI escapes is logged") { _ in
      StepReport.log(
        "This displays a \u{1b}[31mr\u{1b}[0m\u{1b}[91ma\u{1b}[0m\u{1b}[33mi\u{1b}[0m\u{1b}[32mn\u{1b}[0m"
          + "\u{1b}[34mb\u{1b}[0m\u{1b}[95mo\u{1b}[0m\u{1b}[35mw\u{1b}[0m")
    }
    steps.when("the following string is attached as {string}:") {
      (_, mediaType: String, text: String) in StepReport.attach(text, mediaType: mediaType)
    }
    steps.when("an array with {int} bytes is attached as {string}") {
      (_, size: Int, mediaType: String) in
      StepReport.attach((0..<size).map { UInt8(truncatingIfNeeded: $0) }, mediaType: mediaType)
    }
    steps.when("a PDF document is attached and renamed") { world in
      StepReport.attach(
        try world.bytes(of: "document.pdf"), mediaType: "application/pdf", fileName: "renamed.pdf")
    }
    steps.when("a link to {string} is attached") { (_, uri: String) in StepReport.link(uri) }
    steps.when("the string {string} is attached as {string} before a failure") {
      (_, text: String, mediaType: String) in
      StepReport.attach(text, mediaType: mediaType)
      throw StepFailure("whoops")
    }
    return steps
  }
}
