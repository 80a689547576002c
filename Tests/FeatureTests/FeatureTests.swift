import Acceptance
import AcceptanceTesting
import AppSteps
import Testing

/// Every scenario of `Features/`, as its own Swift Testing case.
let features = FeatureSuite(steps: AppSteps.library().registry, paths: ["Features"]) {
  AppWorld()
}

/// Each scenario runs on its own world, an actor, with its app: Swift Testing runs them in parallel.
@Test(.acceptance(features), arguments: features.scenarios)
func scenario(_ scenario: FeatureScenario) async {
  await features.run(scenario)
}
