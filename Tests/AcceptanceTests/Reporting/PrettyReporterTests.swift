import Acceptance
import AcceptanceCommandLine
import Testing

@Suite("Pretty report")
struct PrettyReporterTests {
  static let feature = """
    Feature: Calculator

      Scenario: Adding
        Given a calculator showing 1
        When I add 2
        Then it shows 3

      Rule: Totals are checked

        Example: A wrong total
          Given a calculator showing 1
          Then it shows 5

        Example: Notes
          Given a calculator showing 0
          And the note:
            \"\"\"text
            remember
            \"\"\"
    """

  @Test func featuresRulesScenariosAndStepsWithTheirLocations() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    let showing = #line + 1
    steps.given("a calculator showing {int}") { (world, value: Int) in
      world.number.withLock { $0 = value }
    }
    let add = #line + 1
    steps.when("I add {int}") { (world, value: Int) in world.number.withLock { $0 += value } }
    let shows = #line + 1
    steps.then("it shows {int}") { (world, expected: Int) in
      try verifyEqual(world.number.withLock { $0 }, expected, "the display")
    }
    let note = #line + 1
    steps.given("the note:") { (_, _: DocString) in }
    let outcome = await fixture.run(steps)
    let file = "Tests/AcceptanceTests/Reporting/PrettyReporterTests.swift"
    let path = fixture.path("calc.feature")
    #expect(
      outcome.outputWithoutWallTime == """
        Feature: Calculator

          Scenario: Adding  # \(path):3
            ✔ Given a calculator showing 1  # \(file):\(showing)
            ✔ When I add 2  # \(file):\(add)
            ✔ Then it shows 3  # \(file):\(shows)

          Rule: Totals are checked

            Example: A wrong total  # \(path):10
              ✔ Given a calculator showing 1  # \(file):\(showing)
              ✘ Then it shows 5  # \(file):\(shows)
                  expected the display to be 5, but it is 1
                    at \(path):12  Then it shows 5
                    code: \(#filePath):\(shows)

            Example: Notes  # \(path):14
              ✔ Given a calculator showing 0  # \(file):\(showing)
              ✔ And the note:  # \(file):\(note)
                  \"\"\"text
                  remember
                  \"\"\"

        3 scenarios (1 failed, 2 passed)
        7 steps (1 failed, 6 passed)

        """)
  }

  @Test func withoutColourEveryStepShowsItsStatusByAMarkOrInWords() async throws {
    let fixture = try RunnerFixture([
      "statuses.feature": """
      Feature: Statuses

        Scenario: Failing
          Given a passing step
          When a failing step
          Then a passing step

        Scenario: Pending
          Given a pending step

        Scenario: Undefined
          Given a step that nobody wrote

        Scenario: Ambiguous
          Given an ambiguous step
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("a passing step") { _ in }
    steps.given("a failing step") { _ in throw StepFailure("it failed") }
    steps.given("a pending step") { _ in throw PendingStep("not built yet") }
    steps.given("an ambiguous step") { _ in }
    steps.given("an {word} step") { (_, _: String) in }
    let output = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["--no-color", fixture.folder.path], steps: steps, environment: [:],
      output: output, errors: .memory()
    ) { LogWorld() }
    #expect(code == 1)
    #expect(!output.text.contains("\u{1B}["))
    let stepLines = output.text.split(separator: "\n")
      .filter { $0.hasPrefix("    ") && !$0.hasPrefix("     ") }
      .map { $0.split(separator: "  #").first.map { String($0.dropFirst(4)) } ?? "" }
    #expect(
      stepLines == [
        "✔ Given a passing step", "✘ When a failing step", "↷ Then a passing step",
        "■ Given a pending step (pending)", "■ Given a step that nobody wrote (undefined)",
        "✘ Given an ambiguous step (ambiguous)",
      ])
  }
}
