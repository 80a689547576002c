import Acceptance
import AcceptanceTesting
import CalculatorSteps
import Testing

/// A green run means something: the scenarios of `Features/` turn red when the calculator is
/// broken, and each false claim of `Tests/FalseClaims/` turns red with the calculator as it is.
@Suite struct RedTests {
  /// The features run with a calculator whose display drifts: one more after every step.
  static let drifting = FeatureSuite(steps: driftingSteps(), paths: ["Features"]) {
    CalculatorWorld()
  }

  /// The false claims, run with the real calculator.
  static let falseClaims = FeatureSuite(
    steps: CalculatorSteps.registry, paths: ["Tests/FalseClaims"]
  ) { CalculatorWorld() }

  @Test func bothRunEveryScenarioAndNoProblem() {
    #expect(Self.drifting.scenarios.count == features.scenarios.count)
    #expect(Self.drifting.scenarios.count >= 5)
    #expect(Self.falseClaims.scenarios.count == 4)
    let problems = (Self.drifting.scenarios + Self.falseClaims.scenarios).compactMap(\.problem)
    #expect(problems.isEmpty)
  }

  @Test(arguments: RedTests.drifting.scenarios)
  func everyScenarioFailsWithADriftingCalculator(_ scenario: FeatureScenario) async {
    await withKnownIssue("the display is off by one") {
      await Self.drifting.run(scenario)
    }
  }

  @Test(arguments: RedTests.falseClaims.scenarios)
  func everyFalseClaimFails(_ scenario: FeatureScenario) async {
    await withKnownIssue("the scenario claims something false") {
      await Self.falseClaims.run(scenario)
    }
  }

  /// The steps of `Features/`, with a hook that adds one to the display after every step.
  static func driftingSteps() -> StepRegistry<CalculatorWorld> {
    var steps = CalculatorSteps.registry
    steps.afterStep { world, _ in world.calculator.display += 1 }
    return steps
  }
}
