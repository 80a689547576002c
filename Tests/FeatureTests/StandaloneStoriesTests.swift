import Acceptance
import Testing

/// The first five stories of `Features/login.feature`, copied word for word without the feature's
/// Background into `Stories/login_stories.feature`: each must pass on its own, with no account
/// registered beforehand.
@Suite struct StandaloneStoriesTests {
  static let file = "Stories/login_stories.feature"
  static let stories = FeatureText(contentsOf: file)

  @Test func theStoriesAreTheFirstFiveOfTheSpecWithoutItsBackground() {
    let spec = FeatureText(contentsOf: "../../Features/login.feature").scenarios.prefix(5)
    #expect(!Self.stories.hasBackground)
    #expect(Self.stories.scenarios.count == 5)
    #expect(Self.stories.scenarios.map(\.name) == spec.map(\.name))
    for (story, original) in zip(Self.stories.scenarios, spec) {
      #expect(story.body == original.body, "\(story.name) differs from Features/login.feature")
    }
  }

  @Test(arguments: StandaloneStoriesTests.stories.scenarios)
  func passesWithoutTheBackground(_ story: ScenarioText) async throws {
    let run = await ScenarioRun.run(FeatureText.path(Self.file), line: story.line)
    #expect(run.summary.problems.isEmpty, "\(run.summary.problems)")
    try #require(run.scenarios.count == 1, "\(run.scenarios.count) scenarios ran, not 1")
    for outcome in run.scenarios where outcome.status != .passed {
      let problem = outcome.firstProblem.map(\.description) ?? outcome.status.rawValue
      Issue.record("\(outcome.name) did not pass: \(problem)")
    }
  }
}
