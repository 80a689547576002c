import Acceptance
import AcceptanceCommandLine
import Testing

/// `ACCEPTANCE_TAGS` and `ACCEPTANCE_NAME` narrow a run the same way from every entry point.
@Suite("Run options from the environment")
struct RunOptionsEnvironmentTests {
  @Test func theTagsMustMatchAsWellAsTheOptionsOwn() {
    var options = RunOptions()
    options.tags = "not @manual"
    let narrowed = options.narrowed(by: ["ACCEPTANCE_TAGS": "@smoke or @fast"])
    #expect(narrowed.tags == "(not @manual) and (@smoke or @fast)")
    #expect(RunOptions().narrowed(by: ["ACCEPTANCE_TAGS": "@smoke"]).tags == "@smoke")
  }

  @Test func theNameIsOneMoreToMatch() {
    var options = RunOptions()
    options.names = ["^Login"]
    #expect(options.narrowed(by: ["ACCEPTANCE_NAME": "Signup$"]).names == ["^Login", "Signup$"])
  }

  @Test func emptyOrAbsentVariablesChangeNothing() {
    var options = RunOptions()
    options.tags = "@a"
    #expect(options.narrowed(by: ["ACCEPTANCE_TAGS": "", "ACCEPTANCE_NAME": ""]) == options)
    #expect(options.narrowed(by: [:]) == options)
  }

  @Test func theCommandLineReadsThemToo() async throws {
    let fixture = try RunnerFixture([
      "a.feature":
        "Feature: F\n  @smoke\n  Scenario: A\n    Given it is fine\n  Scenario: B\n    Given it is fine\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("it is {word}") { (_, _: String) in }
    let output = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["--format", "progress", fixture.folder.path], steps: steps,
      environment: ["ACCEPTANCE_TAGS": "@smoke"], output: output, errors: .memory()
    ) { LogWorld() }
    #expect(code == 0)
    #expect(output.text.contains("1 scenario (1 passed)"))
  }
}
