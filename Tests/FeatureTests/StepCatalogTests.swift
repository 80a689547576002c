import Acceptance
import AcceptanceCommandLine
import AppSteps
import Testing

/// The step catalog of the example app: every step shows its use, and `acceptance steps` prints it
/// as the snapshot `Snapshots/acceptance-steps.txt` (and the README) shows it.
@Suite("Step catalog of the app")
struct StepCatalogTests {
  /// `acceptance ARGUMENTS` on the app's steps: the exit code, standard output and standard error.
  private func acceptance(_ arguments: String...) async -> (Int32, String, String) {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: AppSteps.library().registry, output: output, errors: errors
    ) { AppWorld() }
    return (code, output.text, errors.text)
  }

  /// Where the app's step with `source` is defined, as the catalog prints it (the snapshot pins
  /// the lines; these tests check what `--grep` and `--match` print around them).
  private func definedAt(_ source: String) -> String {
    let entry = AppSteps.library().catalog.entries.first { $0.pattern.source == source }
    return entry?.location.shortDescription ?? "no step \(source)"
  }

  @Test func everyStepHasAnExampleThatMatchesItAndNoOtherStep() {
    let problems = AppSteps.library().catalog.exampleProblems(requiringExamples: true)
    #expect(problems.map(\.description) == [])
  }

  @Test func acceptanceStepsPrintsTheSnapshot() async throws {
    let (code, output, errors) = await acceptance("steps")
    try expectSnapshot(output, named: "acceptance-steps.txt")
    #expect(code == 0)
    #expect(errors == "")
  }

  @Test func grepListsTheStepsThatContainTheText() async {
    let (code, output, errors) = await acceptance("steps", "--grep", "TODAY")
    #expect(
      output == """
        1 step in 1 group

        Profile form
        ============

          today is {string}
            parameters: {string} String
            example:    Given today is "2026-06-15"
            defined at: \(definedAt("today is {string}"))

        """)
    #expect(code == 0)
    #expect(errors == "")
  }

  @Test func matchSaysWhichStepMatchesAndWithWhatValues() async {
    let (code, output, errors) = await acceptance(
      "steps", "--match", "And the login service takes 2.5 seconds to answer")
    #expect(
      output == """
        Step text: the login service takes 2.5 seconds to answer
        1 step definition matches it:

          the {operation} service takes {duration} to answer
            arguments:  {operation} ServiceOperation = ServiceOperation(operation: AuthSimulator.MockAuthService.Operation.login) (from "login")
                        {duration} StepDuration = StepDuration(duration: 2.5 seconds) (from "2.5 seconds")
            group:      Auth service
            defined at: \(definedAt("the {operation} service takes {duration} to answer"))

        """)
    #expect(code == 0)
    #expect(errors == "")
  }

  @Test func matchSaysWhenNoStepMatches() async {
    let (code, output, errors) = await acceptance(
      "steps", "--match", "the user should receive a reset link")
    #expect(
      output == """
        Step text: the user should receive a reset link
        No step definition matches it: the step is undefined.

        """)
    #expect(code == 1)
    #expect(errors == "")
  }
}
