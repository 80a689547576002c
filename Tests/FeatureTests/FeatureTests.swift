import Acceptance
import AcceptanceTesting
import AppSteps
import Testing

/// Every scenario of `Features/`, as its own Swift Testing case.
let features = FeatureSuite(steps: AppSteps.library().registry, paths: ["Features"]) {
  await AppWorld()
}

@Test(arguments: features.scenarios)
func scenario(_ scenario: FeatureScenario) async {
  await features.run(scenario)
}
