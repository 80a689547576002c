import Acceptance
import AppSteps
import Testing

/// The step catalog of the example app: every step shows its use, and its text is the snapshot
/// `Snapshots/acceptance-steps.txt` (what `acceptance steps` prints, and the README shows).
@Suite("Step catalog of the app")
struct StepCatalogTests {
  @Test func everyStepHasAnExampleThatMatchesItAndNoOtherStep() {
    let problems = AppSteps.library().catalog.exampleProblems(requiringExamples: true)
    #expect(problems.map(\.description) == [])
  }

  @Test func theCatalogIsTheSnapshot() throws {
    try expectSnapshot(AppSteps.library().catalog.text, named: "acceptance-steps.txt")
  }
}
