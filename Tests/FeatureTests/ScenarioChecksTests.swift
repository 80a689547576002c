import Acceptance
import AppSteps
import Foundation
import Testing

/// The checks after every scenario, and the catalog's examples, run on small features written here.
@Suite struct ScenarioChecksTests {
  /// Runs `steps` as the one scenario of a feature, with `tags`, and returns the summary.
  private func run(
    _ steps: String, tags: String = "", dryRun: Bool = false
  ) async throws -> RunSummary {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-checks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("check.feature")
    let text = "Feature: checks\n\n  \(tags)\n  Scenario: one\n\(steps)\n"
    try text.write(to: file, atomically: true, encoding: .utf8)
    var options = RunOptions()
    options.paths = [FeaturePath(parsing: file.path)]
    options.dryRun = dryRun
    let runner = Runner(steps: AppSteps.library().registry, options: options, reporters: []) {
      await AppWorld()
    }
    return await runner.run()
  }

  private let slowLogin = """
        Given a user is registered with email "ada@example.com" and password "Secret1"
        And the login service takes 1.5 seconds to answer
        When user enters correct email and password and taps on login button
        And the request completes
        Then app should navigate to home screen
    """

  @Test func aCallOverTheBudgetFailsTheScenario() async throws {
    let summary = try await run(slowLogin)
    #expect(summary.scenarios[.failed] == 1)
  }

  @Test func theSlowServiceTagAllowsIt() async throws {
    let summary = try await run(slowLogin, tags: "@slow-service")
    #expect(summary.scenarios[.passed] == 1)
  }

  @Test func aStepAllowsIt() async throws {
    let summary = try await run(
      "    Given the service is allowed to exceed the budget\n" + slowLogin)
    #expect(summary.scenarios[.passed] == 1)
  }

  @Test func everyCatalogExampleMatchesExactlyOneStep() async throws {
    let examples = AppSteps.library().catalog.map { "    " + $0.example }
    let summary = try await run(examples.joined(separator: "\n"), dryRun: true)
    #expect(summary.steps[.undefined] == nil)
    #expect(summary.steps[.ambiguous] == nil)
    #expect(summary.stepCount == examples.count)
  }
}
