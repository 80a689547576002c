import Acceptance
import AcceptanceTesting
import Testing

/// A suite's scenarios split over several tests: every case in exactly one part, in order.
@Suite("Swift Testing bridge: a suite in parts")
struct FeatureSuitePartsTests {
  /// A suite of a file that does not parse (a problem case) and one of seven scenarios.
  static func suite() throws -> (FeatureSuite<LogWorld>, RunnerFixture) {
    let scenarios = (1...7).map { "  Scenario: S\($0)\n    Given a number \($0)\n" }.joined()
    let fixture = try RunnerFixture([
      "bad.feature": "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n",
      "good.feature": "Feature: Parts\n\(scenarios)",
    ])
    let suite = FeatureSuite(
      steps: FeatureSuiteTests.steps(), paths: [fixture.folder.path], environment: [:]
    ) { LogWorld() }
    return (suite, fixture)
  }

  @Test func thePartsHoldEveryCaseOnceInOrderTheProblemsInTheFirst() throws {
    let (suite, _) = try Self.suite()
    #expect(suite.scenarios.count == 8)
    let parts = (1...3).map { suite.scenarios(part: $0, of: 3) }
    #expect(parts.map(\.count) == [2, 3, 3])
    #expect(parts.joined().map(\.id) == suite.scenarios.map(\.id))
    #expect(parts[0].first?.problem?.contains("bad.feature") == true)
    #expect(suite.scenarios(part: 1, of: 1).map(\.id) == suite.scenarios.map(\.id))
    // More parts than cases: some are empty, none loses a case.
    let many = (1...10).map { suite.scenarios(part: $0, of: 10) }
    #expect(many.map(\.count).max() == 1)
    #expect(many.joined().map(\.id) == suite.scenarios.map(\.id))
  }

  @Test(arguments: [(0, 3), (4, 3), (1, 0), (-1, -1), (Int.max, Int.max - 1)])
  func aPartOutsideTheCountIsOneFailingCase(part: Int, count: Int) async throws {
    let (suite, _) = try Self.suite()
    let cases = suite.scenarios(part: part, of: count)
    #expect(cases.count == 1)
    let problem = try #require(cases.first?.problem)
    #expect(problem.hasPrefix("scenarios(part: \(part), of: \(count)): the part must be from 1"))
    let issues = await IssueCollector.recorded { await suite.run(cases[0]) }
    #expect(issues.errors == [problem])
  }

  @Test func aHugeCountDoesNotOverflow() throws {
    let (suite, _) = try Self.suite()
    #expect(suite.scenarios(part: Int.max, of: Int.max).map(\.id) == [suite.scenarios[7].id])
    #expect(suite.scenarios(part: 1, of: Int.max).isEmpty)
  }
}

/// The parity suite's feature file as a suite whose scenarios are split over two tests, under the
/// trait on their `@Suite`, run by Swift Testing itself: still one run.
enum PartsFixture {
  static let log = LineCollector()
  static let suite = FeatureSuite(
    steps: FeatureSuiteParityTests.steps(log), paths: [TraitFixture.files?.path ?? "/nonexistent"],
    environment: [:]
  ) { LogWorld() }
}

@Suite(.acceptance(PartsFixture.suite))
struct ScenariosInPartsUnderTheTrait {
  @Test(arguments: PartsFixture.suite.scenarios(part: 1, of: 2))
  func firstPart(_ scenario: FeatureScenario) async {
    await runAsOneRun(scenario, of: PartsFixture.suite, log: PartsFixture.log)
  }

  @Test(arguments: PartsFixture.suite.scenarios(part: 2, of: 2))
  func secondPart(_ scenario: FeatureScenario) async {
    await runAsOneRun(scenario, of: PartsFixture.suite, log: PartsFixture.log)
  }
}
