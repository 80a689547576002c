import Acceptance
import Foundation
import TestSupport
import Testing

@testable import AppSteps

/// Only steps whose catalog entry says how they move the virtual clock may move it.
@Suite struct StepTimeTests {
  @Test func aStepThatMovesTheClockWithoutSayingSoFails() async throws {
    var library = AppSteps.library()
    library.then("time sneaks by", example: "time sneaks by") { world in
      world.clock.advance(by: .milliseconds(300))
    }
    let (summary, messages) = try await run("    Then time sneaks by", with: library)
    #expect(summary.scenarios[.failed] == 1)
    #expect(
      messages == [
        "this step moved the virtual clock by 0.3 seconds, but its words do not say that time "
          + "passes; a step definition that waits must say so in the catalog (time:)"
      ])
  }

  @Test func aStepThatSaysSoMayMoveIt() async throws {
    var library = AppSteps.library()
    library.when("time goes by", example: "time goes by", time: "moves the clock 300 ms") { world in
      world.clock.advance(by: .milliseconds(300))
    }
    let (summary, messages) = try await run("    When time goes by", with: library)
    #expect(summary.scenarios[.passed] == 1)
    #expect(messages.isEmpty)
  }

  @Test func theCatalogMarksTheStepsThatMoveTime() {
    let marked = AppSteps.library().catalog.entries
      .filter { $0.notes.contains { $0.hasPrefix("time: ") } }.map(\.pattern.source)
    #expect(marked.contains("the request(s) complete(s)"))
    #expect(marked.contains("a loading indicator should appear briefly"))
    #expect(!marked.contains("the loading/progress indicator should disappear"))
    #expect(!marked.contains("the user list should show:"))
  }

  /// Runs `steps` as the one scenario of a feature with `library`'s steps.
  private func run(
    _ steps: String, with library: StepLibrary
  ) async throws -> (RunSummary, [String]) {
    let folder = try TemporaryFolder(
      "step-time", files: ["time.feature": "Feature: time\n\n  Scenario: one\n\(steps)\n"])
    var options = RunOptions.appTests
    options.paths = [FeaturePath(parsing: folder.path("time.feature"))]
    let failures = FailureLog()
    let runner = Runner(
      steps: library.registry, options: options, reporters: [failures]
    ) { AppWorld() }
    return (await runner.run(), failures.messages)
  }
}
