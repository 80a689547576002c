import Acceptance
import AcceptanceTesting
import AppSteps
import Testing

/// Every scenario of `Features/`, as its own Swift Testing case.
let features = FeatureSuite(steps: AppSteps.library().registry, paths: ["Features"]) {
  await AppWorld()
}

/// Serialized: the app's modules run on the main actor, so its scenarios cannot run at once anyway,
/// and one at a time each step's timeout measures its own work, not its wait for the main actor
/// behind every other scenario (which, on a loaded machine, can pass the timeout).
@Test(.serialized, .acceptance(features), arguments: features.scenarios)
func scenario(_ scenario: FeatureScenario) async {
  await features.run(scenario)
}
