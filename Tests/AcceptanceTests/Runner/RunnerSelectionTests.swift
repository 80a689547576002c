import Acceptance
import Testing

@Suite("Runner: selecting and ordering scenarios")
struct RunnerSelectionTests {
  static let feature = """
    Feature: Many

      @smoke
      Scenario: Alpha
        Given a step

      @wip
      Scenario: Beta
        Given a step

      Scenario Outline: Gamma <n>
        Given a step

        Examples:
          | n |
          | 1 |
          | 2 |
    """

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a step") { _ in }
    return steps
  }

  func order(_ options: RunOptions, paths: [String]? = nil) async throws -> [String] {
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    return await fixture.run(
      Self.steps(), options: options, paths: paths?.map { fixture.path($0) }
    ).scenarioOrder
  }

  @Test func definedOrderIsTheFileOrder() async throws {
    #expect(try await order(RunOptions()) == ["Alpha", "Beta", "Gamma 1", "Gamma 2"])
  }

  @Test func tagExpressionSelects() async throws {
    var options = RunOptions()
    options.tags = "not @wip"
    #expect(try await order(options) == ["Alpha", "Gamma 1", "Gamma 2"])
  }

  @Test func invalidTagExpressionFailsTheRunWithItsMessage() async throws {
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    var options = RunOptions()
    options.tags = "@smoke or"
    let outcome = await fixture.run(Self.steps(), options: options)
    #expect(outcome.scenarioOrder.isEmpty)
    #expect(!outcome.summary.passed)
    #expect(outcome.output.contains("--tags"))
  }

  @Test func nameRegexSelects() async throws {
    var options = RunOptions()
    options.names = ["^Gamma"]
    #expect(try await order(options) == ["Gamma 1", "Gamma 2"])
  }

  @Test(arguments: [
    (8, ["Beta"]), (11, ["Gamma 1", "Gamma 2"]), (16, ["Gamma 1"]), (17, ["Gamma 2"]),
  ])
  func lineSelectsScenarioOutlineOrRow(line: Int, expected: [String]) async throws {
    #expect(try await order(RunOptions(), paths: ["many.feature:\(line)"]) == expected)
  }

  @Test func filtersThatSelectNoScenarioWarnAndFailOnlyAStrictRun() async throws {
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    var options = RunOptions()
    options.tags = "@smoke and @wip"
    options.strict = false
    let lenient = await fixture.run(Self.steps(), options: options)
    #expect(lenient.scenarioOrder.isEmpty)
    #expect(
      lenient.summary.warnings == [
        RunWarning("the filters select none of the 4 scenarios in the given files")
      ])
    #expect(lenient.summary.passed)
    options.strict = true
    let strict = await fixture.run(Self.steps(), options: options)
    #expect(strict.summary.warnings.count == 1)
    #expect(!strict.summary.passed)
  }

  @Test(arguments: [["many.feature:2"], ["many.feature:6", "many.feature:10"]])
  func linesThatSelectNoScenarioWarn(paths: [String]) async throws {
    #expect(try await warnings(RunOptions(), paths: paths) == 1)
  }

  @Test func namesThatSelectNoScenarioWarn() async throws {
    var options = RunOptions()
    options.names = ["^Delta"]
    #expect(try await warnings(options) == 1)
  }

  @Test func filtersThatSelectSomeScenarioDoNotWarn() async throws {
    var options = RunOptions()
    options.strict = true
    options.tags = "@wip"
    #expect(try await warnings(options, paths: ["many.feature:2", "many.feature:9"]) == 0)
  }

  @Test func filesWithoutScenariosSayThatNothingRan() async throws {
    let fixture = try RunnerFixture(["empty.feature": "Feature: Empty\n"])
    var options = RunOptions()
    options.tags = "@smoke"
    options.strict = false
    let outcome = await fixture.run(Self.steps(), options: options)
    #expect(
      outcome.summary.warnings == [RunWarning("the given paths hold no scenario: nothing ran")])
    #expect(outcome.summary.passed)
    options.strict = true
    #expect(!(await fixture.run(Self.steps(), options: options)).summary.passed)
  }

  /// The number of warnings of a strict run of the fixture feature, checking that it fails when
  /// there are some.
  func warnings(_ options: RunOptions, paths: [String]? = nil) async throws -> Int {
    var options = options
    options.strict = true
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    let outcome = await fixture.run(
      Self.steps(), options: options, paths: paths?.map { fixture.path($0) })
    #expect(outcome.summary.passed == outcome.summary.warnings.isEmpty)
    return outcome.summary.warnings.count
  }

  @Test func reversedOrder() async throws {
    var options = RunOptions()
    options.order = .reversed
    #expect(try await order(options) == ["Gamma 2", "Gamma 1", "Beta", "Alpha"])
  }

  @Test func randomOrderRepeatsForASeed() async throws {
    var options = RunOptions()
    options.order = .random(seed: 42)
    let first = try await order(options)
    #expect(try await order(options) == first)
    #expect(Set(first) == ["Alpha", "Beta", "Gamma 1", "Gamma 2"])
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    let outcome = await fixture.run(Self.steps(), options: options)
    #expect(outcome.output.contains("--order random:42"))
  }

  @Test func failFastStopsAfterTheFirstFailure() async throws {
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("a step") { _ in throw StepFailure("no") }
    var options = RunOptions()
    options.failFast = true
    #expect(await fixture.run(steps, options: options).scenarioOrder == ["Alpha"])
  }

  @Test func unparsableFileFailsTheRunWhileOthersStillRun() async throws {
    let fixture = try RunnerFixture([
      "a.feature": Self.feature,
      "b.feature": "Feature: Broken\n  Scenario: x\n    Given a step\n  | a | b |\n  | c |\n",
    ])
    let outcome = await fixture.run(Self.steps())
    #expect(outcome.scenarioOrder == ["Alpha", "Beta", "Gamma 1", "Gamma 2"])
    #expect(!outcome.summary.passed)
    let problem = try #require(outcome.summary.problems.first?.message)
    #expect(problem.contains("b.feature"))
    #expect(problem.contains("(5:3)"))
  }

  @Test func missingPathIsAProblem() async throws {
    let fixture = try RunnerFixture(["many.feature": Self.feature])
    let outcome = await fixture.run(Self.steps(), paths: [fixture.path("nope.feature")])
    #expect(!outcome.summary.passed)
    #expect(outcome.summary.problems.first?.message.contains("nope.feature") == true)
  }
}
