import Acceptance
import Foundation

/// Features with every status and hostile characters, and a run of them through one report format.
enum ReportFixture {
  /// Characters that XML 1.0 forbids or that need escaping, and ANSI colour codes.
  static let nasty = "\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}[31mred\u{1B}[0m\u{1F} ]]> <&> \"' \u{FFFE}"

  static let feature = """
    @smoke
    Feature: Nasty <script>alert("x")</script> & ]]> 🥒 'quote' \u{7}\u{1B}
      A description with ]]> & <b>

      Background:
        Given a passing step

      @fast
      Scenario: Passes ✅ "quoted" & <b>
        When a passing step

      Scenario: Fails ]]> <script>
        When a failing step
        Then a passing step

      Scenario: Undefined 🥒
        When nobody defined this

      Scenario: Pending
        When a pending step

      Scenario Outline: Row <n>
        Given a number <n>
        And a table:
          | a & b | <n> |

        Examples: Numbers
          | n |
          | 1 |
          | 2 |
    """

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a passing step") { _ in }
    steps.when("a failing step") { _ in throw StepFailure("it broke: \(nasty)") }
    steps.when("a pending step") { _ in throw PendingStep("not yet") }
    steps.given("a number {int}") { (_, number: Int) in
      try verify(number == 1, "\(number) is not 1")
    }
    steps.given("a table:") { (_, table: DataTable) in _ = table }
    steps.before { _, _ in }
    steps.after { _, _ in }
    return steps
  }

  /// Runs `files` with `steps` and returns what the reporter that `makeReporter` makes wrote.
  static func run(
    _ files: [String: String] = ["nasty.feature": feature],
    steps: StepRegistry<LogWorld> = steps(), options: RunOptions = RunOptions(),
    makeReporter: (TextOutput) -> any RunReporter
  ) async throws -> (text: String, fixture: RunnerFixture) {
    let fixture = try RunnerFixture(files)
    var options = options
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let output = TextOutput.memory()
    let runner = Runner(steps: steps, options: options, reporters: [makeReporter(output)]) {
      LogWorld()
    }
    _ = await runner.run()
    return (output.text, fixture)
  }
}
