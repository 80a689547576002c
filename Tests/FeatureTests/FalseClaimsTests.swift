import Acceptance
import Testing

/// The false claims of `FalseClaims/false_claims.feature`: each scenario says one false thing about
/// the app, at the step under its `# false` comment, and every other step is true. Each scenario
/// must fail exactly there, with a failure of the step itself, every step before it passing: a
/// step library that lets a false claim pass checks too little.
@Suite struct FalseClaimsTests {
  static let file = "FalseClaims/false_claims.feature"
  static let feature = FeatureText(contentsOf: file)

  @Test func theFileHasAtLeastThirtyScenariosEachWithOneMarkedStep() {
    #expect(Self.feature.scenarios.count >= 30)
    #expect(
      Self.feature.strayMarkerLines.isEmpty,
      "markers outside any scenario, at lines \(Self.feature.strayMarkerLines)")
    for scenario in Self.feature.scenarios {
      #expect(
        scenario.markerLines.count == 1,
        "\(scenario.testDescription) has \(scenario.markerLines.count) markers, not 1")
      #expect(
        scenario.markedStepLines == scenario.markerLines.map { $0 + 1 },
        "in \(scenario.testDescription), a marker is not directly above a step")
    }
  }

  /// Serialized: each case is a run of its own, and 75 runs at once would crowd the test process's
  /// threads, which the runner's timing tests (stuck steps, grace periods) share.
  @Test(.serialized, arguments: FalseClaimsTests.feature.scenarios)
  func failsAtItsFalseStep(_ scenario: ScenarioText) async throws {
    try #require(scenario.markedStepLines.count == 1, "the scenario marks no single step")
    let marked = try #require(scenario.markedStepLines.first)
    let run = await ScenarioRun.run(FeatureText.path(Self.file), line: scenario.line)
    #expect(run.summary.problems.isEmpty, "\(run.summary.problems)")
    try #require(run.scenarios.count == 1, "\(run.scenarios.count) scenarios ran, not 1")
    for outcome in run.scenarios {
      #expect(outcome.name.hasSuffix(scenario.name), "\(outcome.name) ran instead")
      let unmatched = outcome.unmatchedSteps.map(\.description)
      #expect(unmatched.isEmpty, "steps without exactly one definition: \(unmatched)")
      #expect(outcome.status == .failed, "the false claim passed: \(outcome.name)")
      guard let problem = outcome.firstProblem else {
        Issue.record("every step passed, the false one at line \(marked) too")
        continue
      }
      let found = problem.description
      #expect(
        problem.result.status == .failed && problem.step.line == marked,
        "the first step that did not pass should be the false one, at line \(marked): \(found)")
    }
  }
}
