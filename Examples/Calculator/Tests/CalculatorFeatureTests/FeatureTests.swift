import AcceptanceTesting
import CalculatorSteps
import Testing

/// Every scenario of `Features/`, as its own Swift Testing case.
let features = FeatureSuite(steps: CalculatorSteps.registry, paths: ["Features"]) {
  CalculatorWorld()
}

@Test(.acceptance(features), arguments: features.scenarios)
func scenario(_ scenario: FeatureScenario) async {
  await features.run(scenario)
}
