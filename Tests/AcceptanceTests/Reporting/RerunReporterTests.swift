import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// `--format rerun:FILE` lists what did not pass as `path:line`, and `@FILE` runs exactly that.
@Suite("Rerun report and @FILE")
struct RerunReporterTests {
  static let feature = """
    Feature: F
      Scenario: Passes
        Given it passes
      Scenario: Fails
        Given it fails
      Scenario: Undefined
        Given nothing defines this
      Scenario Outline: Rows
        Given it <result>
        Examples:
          | result |
          | passes |
          | fails  |
    """

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("it passes") { _ in }
    steps.given("it fails") { _ in throw StepFailure("no") }
    return steps
  }

  static func main(_ arguments: [String]) async -> (code: Int32, output: String) {
    let output = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: steps(), environment: [:], output: output, errors: .memory()
    ) { LogWorld() }
    return (code, output.text)
  }

  @Test(arguments: [("--no-strict", ":4:13"), ("--strict", ":4:6:13"), (nil, ":4:6:13")])
  func failingScenariosAreListedByLine(strictness: String?, lines: String) async throws {
    let fixture = try RunnerFixture(["b.feature": Self.feature, "a.feature": Self.feature])
    let arguments = [strictness, "--format", "rerun", fixture.folder.path].compactMap(\.self)
    let (_, output) = await Self.main(arguments)
    #expect(
      output == "\(fixture.path("a.feature"))\(lines)\n\(fixture.path("b.feature"))\(lines)\n")
  }

  @Test func aRerunFileRunsExactlyItsScenarios() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let rerun = fixture.path("rerun.txt")
    _ = await Self.main(["--format", "rerun:\(rerun)", fixture.folder.path])
    let (code, output) = await Self.main(["--format", "progress", "@\(rerun)"])
    #expect(code == ExitCode.failed)
    // Strict by default, the undefined scenario is listed too.
    #expect(output.contains("3 scenarios (2 failed, 1 undefined)"))
  }

  @Test func onlyTheFinalAttemptCounts() async throws {
    let fixture = try RunnerFixture(["a.feature": FlakyScenario.feature])
    let attempts = Box(0)
    let steps = FlakyScenario.steps(counting: attempts)
    let output = TextOutput.memory()
    var options = RunOptions()
    options.retry = 1
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let runner = Runner(steps: steps, options: options, reporters: [RerunReporter(output: output)])
    {
      LogWorld()
    }
    _ = await runner.run()
    #expect(attempts.value == 2)
    #expect(output.text.isEmpty)
  }

  @Test func theReporterIsStrictByDefaultAsTheRunIs() async throws {
    let fixture = try RunnerFixture(["a.feature": Self.feature])
    let output = TextOutput.memory()
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let runner = Runner(
      steps: Self.steps(), options: options, reporters: [RerunReporter(output: output)]
    ) {
      LogWorld()
    }
    _ = await runner.run()
    #expect(output.text == "\(fixture.path("a.feature")):4:6:13\n")
  }

  @Test func anEmptyRerunFileRunsNothingAndPassesEvenStrict() async throws {
    let fixture = try RunnerFixture(["rerun.txt": ""])
    let (code, output) = await Self.main(["--strict", "@\(fixture.path("rerun.txt"))"])
    #expect(code == ExitCode.passed)
    #expect(output.contains("0 scenarios"))
  }

  @Test func aMissingRerunFileIsAUsageError() async throws {
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["@/nonexistent/rerun.txt"], steps: Self.steps(), environment: [:],
      output: .memory(), errors: errors
    ) { LogWorld() }
    #expect(code == ExitCode.usage)
    #expect(
      errors.text.contains(
        "cannot read the rerun file '/nonexistent/rerun.txt' given as @/nonexistent/rerun.txt: no such file"
      ))
  }
}
