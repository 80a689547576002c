import Acceptance
import AcceptanceCommandLine
import Synchronization
import Testing

/// The command line builds a harness's steps only for the commands that use them, so that
/// `acceptance gherkin`, `help` and the built-in benchmarks start as fast as the parser alone.
@Suite("Steps built on demand")
struct StepsOnDemandTests {
  /// Counts how many times a harness's steps are built.
  final class Builds: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    /// A step library of one step, counted.
    func steps() -> StepRegistry<LogWorld> {
      count.withLock { $0 += 1 }
      var steps = StepRegistry<LogWorld>()
      steps.given("it is {word}") { (_, _: String) in }
      return steps
    }
  }

  /// A folder of one feature file, `a.feature`, whose step the counted steps define.
  static func fixture() throws -> RunnerFixture {
    try RunnerFixture(["a.feature": "Feature: F\n  Scenario: A\n    Given it is fine\n"])
  }

  /// Runs `arguments` on counted steps; returns the exit code and how many times they were built.
  static func main(_ arguments: [String]) async -> (code: Int32, builds: Int) {
    let builds = Builds()
    let code = await RunCommand.main(
      arguments: arguments, steps: builds.steps(), environment: [:], output: .memory(),
      errors: .memory()
    ) { LogWorld() }
    return (code, builds.value)
  }

  @Test func theGherkinCommandAndHelpBuildNoSteps() async throws {
    let fixture = try Self.fixture()
    let gherkin = await Self.main(["gherkin", "--predictable-ids", fixture.path("a.feature")])
    #expect(gherkin.code == 0)
    #expect(gherkin.builds == 0)
    let help = await Self.main(["help"])
    #expect(help.code == 0)
    #expect(help.builds == 0)
  }

  @Test func theCommandsThatUseTheStepsBuildThemOnce() async throws {
    let fixture = try Self.fixture()
    let run = await Self.main(["--format", "progress", fixture.folder.path])
    #expect(run.code == 0)
    #expect(run.builds == 1)
    let catalog = await Self.main(["steps"])
    #expect(catalog.code == 0)
    #expect(catalog.builds == 1)
  }

  @Test func aSuiteBenchmarkBuildsItsStepsWhenItRunsNotWhenItIsMade() {
    let builds = Builds()
    let benchmark = RunCommand.Benchmark.suite("app", makeSteps: builds.steps) { LogWorld() }
    #expect(benchmark.details.contains("bench app copies the feature files"))
    #expect(builds.value == 0)
  }
}
