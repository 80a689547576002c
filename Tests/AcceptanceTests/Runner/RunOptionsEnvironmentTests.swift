import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// The `ACCEPTANCE_` variables configure a run the same way from every entry point.
@Suite("Run options from the environment")
struct RunOptionsEnvironmentTests {
  /// A package root without a configuration file.
  static let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "acceptance-no-configuration-\(UUID().uuidString)")

  static func configured(
    _ environment: [String: String], _ options: RunOptions = RunOptions()
  ) throws -> RunOptions {
    try options.configuration(by: environment, root: root).runOptions
  }

  @Test func theTagsMustMatchAsWellAsTheOptionsOwn() throws {
    var options = RunOptions()
    options.tags = "not @manual"
    let narrowed = try Self.configured(["ACCEPTANCE_TAGS": "@smoke or @fast"], options)
    #expect(narrowed.tags == "(not @manual) and (@smoke or @fast)")
    #expect(try Self.configured(["ACCEPTANCE_TAGS": "@smoke"]).tags == "@smoke")
  }

  @Test func theNameIsOneMoreToMatch() throws {
    var options = RunOptions()
    options.names = ["^Login"]
    #expect(
      try Self.configured(["ACCEPTANCE_NAME": "Signup$"], options).names == ["^Login", "Signup$"])
  }

  @Test func emptyOrAbsentVariablesChangeNothing() throws {
    var options = RunOptions()
    options.tags = "@a"
    let empty = Dictionary(
      uniqueKeysWithValues: RunOptions.EnvironmentVariable.all.map { ($0, "") })
    #expect(try Self.configured(empty, options) == options)
    #expect(try Self.configured([:], options) == options)
  }

  @Test func eachOptionHasItsVariable() throws {
    let options = try Self.configured([
      "ACCEPTANCE_STRICT": "no", "ACCEPTANCE_DRY_RUN": "1", "ACCEPTANCE_FAIL_FAST": "TRUE",
      "ACCEPTANCE_ORDER": "random:42", "ACCEPTANCE_RETRY": "2", "ACCEPTANCE_PARALLEL": "3",
      "ACCEPTANCE_SHARD": "2/4", "ACCEPTANCE_TIMEOUT": "0.5",
    ])
    #expect(!options.strict)
    #expect(options.dryRun)
    #expect(options.failFast)
    #expect(options.order == .random(seed: 42))
    #expect(options.retry == 2)
    #expect(options.parallel == min(3, RunOptions.maximumParallel))
    #expect(options.shard == (try Shard(parsing: "2/4")))
    #expect(options.stepTimeout == .milliseconds(500))
    #expect(try Self.configured(["ACCEPTANCE_STRICT": "0"]).strict == false)
    #expect(try Self.configured(["ACCEPTANCE_STRICT": "yes"]).strict == true)
  }

  @Test(arguments: [
    (
      "ACCEPTANCE_STRICT", "maybe",
      "ACCEPTANCE_STRICT takes 1, true, yes, 0, false or no, not 'maybe'"
    ),
    ("ACCEPTANCE_RETRY", "-1", "ACCEPTANCE_RETRY takes a whole number from 0, not '-1'"),
    ("ACCEPTANCE_PARALLEL", "0", "ACCEPTANCE_PARALLEL takes a whole number from 1, not '0'"),
    (
      "ACCEPTANCE_ORDER", "sideways",
      "ACCEPTANCE_ORDER takes defined, reversed, random or random:SEED, not 'sideways'"
    ),
    (
      "ACCEPTANCE_SHARD", "5/4", "ACCEPTANCE_SHARD takes I/N with 1 ≤ I ≤ N, such as 2/4, not '5/4'"
    ),
    (
      "ACCEPTANCE_TIMEOUT", "soon",
      "ACCEPTANCE_TIMEOUT takes a number of seconds above 0 and at most 86400 (a day), not 'soon'"
    ),
    (
      "ACCEPTANCE_TAGS", "@a and",
      "ACCEPTANCE_TAGS: Tag expression \"@a and\" could not be parsed because of syntax error: "
        + "Expected operand."
    ),
    ("ACCEPTANCE_NAME", "[", "ACCEPTANCE_NAME: '[' is not a valid regular expression"),
  ])
  func anInvalidValueIsAnErrorNamingTheVariable(
    variable: String, value: String, message: String
  ) {
    #expect(throws: UsageError(message)) { try Self.configured([variable: value]) }
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
      environment: ["ACCEPTANCE_TAGS": "@smoke", "ACCEPTANCE_DRY_RUN": "true"], output: output,
      errors: .memory()
    ) { LogWorld() }
    #expect(code == 0)
    #expect(output.text.contains("1 scenario (1 skipped)"))
  }

  @Test func anInvalidVariableIsAUsageErrorOfTheCommandLine() async throws {
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: [], steps: StepRegistry<LogWorld>(), environment: ["ACCEPTANCE_RETRY": "twice"],
      output: .memory(), errors: errors
    ) { LogWorld() }
    #expect(code == ExitCode.usage)
    #expect(
      errors.text.hasPrefix(
        "acceptance: ACCEPTANCE_RETRY takes a whole number from 0, not 'twice'\n"))
  }

  @Test func theFormatVariableAddsReportsSeparatedByCommas() async throws {
    let fixture = try RunnerFixture([
      "a.feature": "Feature: F\n  Scenario: A\n    Given it is fine\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("it is {word}") { (_, _: String) in }
    let output = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["--format", "progress", fixture.folder.path], steps: steps,
      environment: [
        "ACCEPTANCE_FORMAT":
          "junit:\(fixture.path("junit.xml")) , rerun:\(fixture.path("rerun.txt"))"
      ], output: output, errors: .memory()
    ) { LogWorld() }
    #expect(code == 0)
    #expect(output.text.contains("1 scenario (1 passed)"))
    let junit = try String(contentsOfFile: fixture.path("junit.xml"), encoding: .utf8)
    #expect(junit.contains("<testcase name=\"A\""))
    #expect(FileManager.default.fileExists(atPath: fixture.path("rerun.txt")))
  }
}
