import Acceptance

/// The steps of a small calculator, for the tests of the step catalog and `acceptance steps`:
/// grouped and ungrouped steps, a custom parameter type, an optional word, a regular expression, a
/// doc string, notes, and a step without an example. Each is registered at a fixed line of a
/// made-up file, so that the expected texts do not move when this file changes.
enum CalculatorSteps {
  static let file: StaticString = "/home/dev/calculator/Sources/CalculatorSteps/Steps.swift"

  /// The steps.
  static var registry: StepRegistry<LogWorld> {
    StepRegistry { steps in
      steps.parameterType("key", matching: "plus|minus") { text in text }
      steps.given("a calculator", example: "a calculator", file: file, line: 3) { _ in }
      steps.group = "Keys"
      steps.when("I enter {int}", example: "I enter 42", file: file, line: 10) { (_, _: Int) in }
      steps.when(
        "I press (the ){key} key", example: "I press the plus key",
        notes: ["time: lets 1 second pass", "A free note, longer than a label: it stays as is."],
        file: file, line: 14
      ) { (_, _: String) in }
      steps.step("I clear {int} digit(s)", file: file, line: 20) { (_, _: Double) in }
      steps.group = "Display"
      steps.then(
        .regex(#"^the display shows (-?\d+)$"#), example: "the display shows -3", file: file,
        line: 30
      ) { (_, _: Int) in }
      steps.then(
        "the display reads:", example: "the display reads:\n  \"\"\"\n  42\n  \"\"\"", file: file,
        line: 36
      ) { (_, _: String) in }
    }
  }
}
