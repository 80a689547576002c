/// What a step hook knows of the step it runs around: the step as written, the values its body
/// receives, and in an after-step hook how it ended.
///
/// ```swift
/// steps.afterStep { world, scenario, step in
///   if step.result?.status == .failed {
///     scenario.log("receipt \(world.receiptNumber) after \(step.text)")
///   }
/// }
/// ```
///
/// What a step hook attaches (through ``ScenarioInfo/log(_:)`` or ``StepReport``) belongs to the
/// step, in every report.
public struct StepInfo: Sendable {
  /// The test step: its id, keyword, text and line, and the definition it matched with the
  /// captured arguments (the text of each capture group, its parameter type).
  public let testStep: TestStep
  /// The test case the step belongs to (its own, so that nothing another scenario shares is
  /// touched).
  private let testCase: TestCase
  /// The values the step's body receives, in order: the captured values, typed by their parameter
  /// types (an `Int` for `{int}`), then the step's doc string or data table.
  public let arguments: [(any Sendable)?]
  /// How the step ended, in an after-step hook: passed, failed (with the error's message),
  /// pending or skipped, and how long it took with the before-step hooks; when a before-step hook
  /// failed, its failure. `nil` in a before-step hook.
  public let result: StepResult?

  init(
    testStep: TestStep, of testCase: TestCase, arguments: [(any Sendable)?],
    result: StepResult? = nil
  ) {
    self.testStep = testStep
    self.testCase = testCase
    self.arguments = arguments
    self.result = result
  }

  /// The path of the feature file.
  public var uri: String { testCase.uri }
  /// The step's text, without keyword.
  public var text: String { testStep.text }
  /// The step's keyword as written (`Given `, `And `…).
  public var keyword: String { testStep.keyword ?? "" }
  /// The line of the step in the feature file.
  public var line: Int { testStep.line ?? 0 }
  /// The step's data table, if it has one.
  public var dataTable: DataTable? { written.lazy.compactMap { $0 as? DataTable }.first }
  /// The step's doc string, if it has one.
  public var docString: DocString? { written.lazy.compactMap { $0 as? DocString }.first }

  /// The doc string and data table as written under the step.
  private var written: [(any Sendable)?] { testStep.pickleStep?.stepArguments ?? [] }

  /// The same step after it ran, with its result.
  func ended(_ result: StepResult) -> StepInfo {
    StepInfo(testStep: testStep, of: testCase, arguments: arguments, result: result)
  }
}
