import Acceptance
import AcceptanceTesting
import Synchronization
import Testing

@Suite("Swift Testing bridge")
struct FeatureSuiteTests {
  static let feature = """
    Feature: Bridge

      Scenario: Passing
        Given a number 1

      @wip
      Scenario: Failing
        Given a number 2
        And an unknown step
    """

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a number {int}") { (_, number: Int) in
      try verify(number == 1, "\(number) is not 1")
    }
    return steps
  }

  @Test func oneScenarioPerPickleNamedFeatureAndScenario() throws {
    let fixture = try RunnerFixture(["bridge.feature": Self.feature])
    let suite = FeatureSuite(steps: Self.steps(), paths: [fixture.folder.path], environment: [:]) {
      LogWorld()
    }
    #expect(suite.scenarios.map(\.name) == ["Bridge › Passing", "Bridge › Failing"])
    #expect(suite.scenarios.first?.testDescription.hasSuffix("bridge.feature:3)") == true)
  }

  @Test func environmentFiltersByTagsAndName() throws {
    let fixture = try RunnerFixture(["bridge.feature": Self.feature])
    let tagged = FeatureSuite(
      steps: Self.steps(), paths: [fixture.folder.path],
      environment: ["ACCEPTANCE_TAGS": "not @wip"]
    ) { LogWorld() }
    #expect(tagged.scenarios.map(\.name) == ["Bridge › Passing"])
    let named = FeatureSuite(
      steps: Self.steps(), paths: [fixture.folder.path], environment: ["ACCEPTANCE_NAME": "Fail"]
    ) { LogWorld() }
    #expect(named.scenarios.map(\.name) == ["Bridge › Failing"])
  }

  @Test func aProfileAndTheVariablesOfTheEnvironmentApply() throws {
    // A package of its own: the profile file is found at the root above the calling file.
    let fixture = try RunnerFixture([
      "bridge.feature": Self.feature, "Package.swift": "",
      "acceptance.json": #"{"wip": {"tags": "@wip", "paths": ["elsewhere"]}}"#,
    ])
    let suite = FeatureSuite(
      steps: Self.steps(), paths: ["bridge.feature"],
      environment: ["ACCEPTANCE_PROFILE": "wip", "ACCEPTANCE_NAME": "Pass|Fail"],
      filePath: fixture.path("Tests/FeatureTests.swift")
    ) { LogWorld() }
    #expect(suite.scenarios.map(\.name) == ["Bridge › Failing"])
  }

  @Test func anInvalidVariableIsTheOnlyCaseAndFails() async throws {
    let fixture = try RunnerFixture(["bridge.feature": Self.feature])
    let suite = FeatureSuite(
      steps: Self.steps(), paths: [fixture.folder.path], environment: ["ACCEPTANCE_RETRY": "x"]
    ) { LogWorld() }
    #expect(
      suite.scenarios.map(\.testDescription) == [
        "Problem: ACCEPTANCE_RETRY takes a whole number from 0, not 'x'"
      ])
    await withKnownIssue { await suite.run(suite.scenarios[0]) }
  }

  /// A strict run that would run nothing fails, as on the command line; a lenient one has no case.
  @Test(arguments: [true, false])
  func filtersThatSelectNoScenarioMakeAFailingCaseWhenStrict(strict: Bool) async throws {
    let fixture = try RunnerFixture(["bridge.feature": Self.feature])
    var options = RunOptions()
    options.strict = strict
    let suite = FeatureSuite(
      steps: Self.steps(), paths: [fixture.folder.path],
      environment: ["ACCEPTANCE_TAGS": "@smoke"], options: options
    ) { LogWorld() }
    guard strict else {
      #expect(suite.scenarios.isEmpty)
      return
    }
    #expect(
      suite.scenarios.map(\.testDescription) == [
        "Problem: the filters select none of the 2 scenarios in the given files"
      ])
    await withKnownIssue { await suite.run(suite.scenarios[0]) }
  }

  @Test func failingAndUndefinedStepsAreIssuesAtTheirFeatureLines() async throws {
    let fixture = try RunnerFixture(["bridge.feature": Self.feature])
    let suite = FeatureSuite(steps: Self.steps(), paths: [fixture.folder.path], environment: [:]) {
      LogWorld()
    }
    await suite.run(suite.scenarios[0])
    let issues = await IssueCollector.recorded { await suite.run(suite.scenarios[1]) }
    #expect(issues.lines == ["bridge.feature:8", "bridge.feature:9"])
    #expect(issues.errors.first?.contains("2 is not 1") == true)
    #expect(
      issues.errors.last?.hasSuffix(
        """
        You can implement it with this snippet:

            steps.given("an unknown step") { world in
              throw PendingStep()
            }
        """) == true)
  }

  /// A feature file that does not parse is a failing case whose issue points at the line and column
  /// of the error, as a failing step's does.
  @Test func invalidFeatureFileIsAFailingCaseAtTheLineOfTheError() async throws {
    let fixture = try RunnerFixture([
      "bad.feature": "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n"
    ])
    let suite = FeatureSuite(steps: Self.steps(), paths: [fixture.folder.path], environment: [:]) {
      LogWorld()
    }
    let problem = try #require(suite.scenarios.first)
    #expect(problem.problem?.contains("bad.feature") == true)
    let issues = await IssueCollector.recorded { await suite.run(problem) }
    #expect(issues.places == ["\(fixture.path("bad.feature")):5:5"])
  }
}

final class LineCollector: Sendable {
  private let lines = Mutex<[String]>([])
  var entries: [String] { lines.withLock { $0 } }
  func add(_ entry: String) { lines.withLock { $0.append(entry) } }
}
