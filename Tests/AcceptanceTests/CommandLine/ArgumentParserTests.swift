import Acceptance
import AcceptanceCommandLine
import CucumberExpressions
import Foundation
import Testing

@Suite("Argument parser")
struct ArgumentParserTests {
  let sut = ArgumentParser(options: [
    .flag("--dry-run", help: "Dry."),
    .option("--tags", value: "EXPR", help: "Tags."),
    .option("--name", value: "REGEX", help: "Name."),
  ])

  @Test func flagsOptionsAndOperands() throws {
    let parsed = try sut.parse([
      "--dry-run", "--tags", "@a and @b", "--name=x", "--name", "y", "Features", "--", "--odd",
    ])
    #expect(parsed.has("--dry-run"))
    #expect(parsed.value(of: "--tags") == "@a and @b")
    #expect(parsed.allValues(of: "--name") == ["x", "y"])
    #expect(parsed.operands == ["Features", "--odd"])
  }

  @Test(arguments: [
    (["--nope"], "unknown option '--nope'"),
    (["--tags"], "option '--tags' needs a value"),
    (["--dry-run=yes"], "option '--dry-run' takes no value"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try sut.parse(arguments) }
  }

  @Test func helpAlignsTheOptions() {
    #expect(
      sut.optionsHelp == """
          --dry-run     Dry.
          --tags EXPR   Tags.
          --name REGEX  Name.
        """)
  }
}

@Suite("Argument parser: short names")
struct ShortNameTests {
  let sut = ArgumentParser(options: [
    .flag("--dry-run", short: "-d", help: "Dry."),
    .option("--tags", short: "-t", value: "EXPR", help: "Tags."),
    .option("--retry", value: "N", help: "Retry."),
  ])

  @Test func aShortNameIsTheLongOne() throws {
    let parsed = try sut.parse(["-d", "-t", "@a", "--tags=@b", "-t", "@c", "x"])
    #expect(parsed.has("--dry-run"))
    #expect(parsed.allValues(of: "--tags") == ["@a", "@b", "@c"])
    #expect(parsed.operands == ["x"])
    #expect(throws: UsageError("option '-t' needs a value")) { try sut.parse(["-t"]) }
    #expect(throws: UsageError("unknown option '-r'")) { try sut.parse(["-r", "1"]) }
  }

  @Test func helpGivesTheShortNamesAColumn() {
    #expect(
      sut.optionsHelp == """
          -d, --dry-run    Dry.
          -t, --tags EXPR  Tags.
              --retry N    Retry.
        """)
  }
}

@Suite("Run command")
struct RunCommandTests {
  @Test(arguments: [
    ["--order", "sideways"], ["--bogus"], ["--format", "fancy"], ["--timeout", "-1"],
    ["--retry", "-1"], ["--retry", "twice"],
  ])
  func badOptionsExitWithTwoAndTheUsage(arguments: [String]) async {
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: StepRegistry<LogWorld>(), output: .memory(), errors: errors
    ) { LogWorld() }
    #expect(code == 2)
    #expect(errors.text.contains("usage: acceptance"))
  }

  @Test func passingRunExitsZeroAndFailingRunOne() async throws {
    let fixture = try RunnerFixture([
      "a.feature": "Feature: A\n  Scenario: S\n    Given it is <state>\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("it is {word}") { (_, state: String) in
      try verify(state == "<state>", "unexpected \(state)")
    }
    let output = TextOutput.memory()
    let passing = await RunCommand.main(
      arguments: ["--no-color", fixture.folder.path], steps: steps, output: output
    ) { LogWorld() }
    #expect(passing == 0)
    #expect(output.text.contains("1 scenario (1 passed)"))

    var failing = StepRegistry<LogWorld>()
    failing.given("it is {word}") { (_, _: String) in throw StepFailure("no") }
    let failed = await RunCommand.main(
      arguments: ["--format", "progress", fixture.folder.path], steps: failing, output: .memory()
    ) { LogWorld() }
    #expect(failed == 1)
  }

  @Test(
    arguments: [
      (["--no-strict", "a.feature:2"], 0), (["a.feature:2"], 1), (["--strict", "a.feature:2"], 1),
      (["--no-strict", "--tags", "@none", "a.feature"], 0), (["--tags", "@none", "a.feature"], 1),
    ] as [([String], Int32)])
  func filtersThatSelectNoScenarioWarnOnStandardErrorAndFailAStrictRun(
    arguments: [String], code: Int32
  ) async throws {
    let (exit, errors) = try await Self.runOneScenario(arguments)
    #expect(exit == code)
    #expect(errors == "warning: the filters select none of the 1 scenario in the given files\n")
  }

  @Test func repeatedTagsMustAllMatchAsInCucumberJS() async throws {
    let fixture = try RunnerFixture([
      "a.feature": """
      Feature: F
        @smoke
        Scenario: Smoke only
          Given it is fine
        @smoke @wip
        Scenario: Smoke in progress
          Given it is fine
        Scenario: Neither
          Given it is fine
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("it is {word}") { (_, _: String) in }
    let output = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: [
        "--tags", "@smoke", "--tags", "not @wip", "--format", "progress", fixture.folder.path,
      ],
      steps: steps, environment: [:], output: output, errors: .memory()
    ) { LogWorld() }
    #expect(code == 0)
    #expect(output.text.contains("1 scenario (1 passed)"))
  }

  @Test func versionPrintsTheNameAndVersion() async throws {
    let output = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["--version"], steps: StepRegistry<LogWorld>(), environment: [:], output: output,
      errors: .memory()
    ) { LogWorld() }
    #expect(code == 0)
    #expect(output.text == "swift-acceptance \(HarnessVersion.number)\n")
  }

  @Test func parallelIsCappedAtFourWorkersPerCoreAndSaysSo() async throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let (exit, errors) = try await Self.runOneScenario(["--parallel", "100000", "a.feature"])
    #expect(exit == 0)
    #expect(
      errors == "acceptance: --parallel 100000 runs \(4 * cores) at once, 4 × the \(cores) cores\n")
    #expect(RunCommand.usage.contains("at most \(4 * cores): 4 × the \(cores) cores"))
  }

  @Test func strictRunOfTheLineOfAStepExitsZeroWithoutWarning() async throws {
    let (exit, errors) = try await Self.runOneScenario(["--strict", "a.feature:4"])
    #expect(exit == 0)
    #expect(errors.isEmpty)
  }

  /// Runs `arguments`, where `a.feature` stands for a file with one passing scenario; returns the
  /// exit code and standard error.
  static func runOneScenario(_ arguments: [String]) async throws -> (Int32, String) {
    let fixture = try RunnerFixture([
      "a.feature": "Feature: A\n\n  Scenario: S\n    Given it passes\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("it passes") { _ in }
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments.map { $0.hasPrefix("a.feature") ? fixture.path($0) : $0 },
      steps: steps, output: .memory(), errors: errors
    ) { LogWorld() }
    return (code, errors.text)
  }

  @Test func orderParsing() throws {
    #expect(try RunOptions.Order(parsing: "random:7") == .random(seed: 7))
    #expect(try RunOptions.Order(parsing: "reversed") == .reversed)
    #expect(throws: UsageError.self) { try RunOptions.Order(parsing: "random:x") }
  }

  @Test func featurePathsWithLines() {
    #expect(
      FeaturePath(parsing: "a/b.feature:3:9") == FeaturePath(path: "a/b.feature", lines: [3, 9]))
    #expect(FeaturePath(parsing: "C:/x.feature") == FeaturePath(path: "C:/x.feature"))
  }
}
