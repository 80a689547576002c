import Acceptance
import CucumberExpressions
import Testing

/// What the steps after the first failed-ish (not passed or skipped) step, or after a skip, report.
@Suite("Runner: steps after a failed-ish step")
struct RunnerFailedishTests {
  struct Broken: Error {}

  static func steps() throws -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a failing step") { _ in throw StepFailure("whoops") }
    steps.given("a skipped step") { _ in throw SkippedStep() }
    steps.defineParameterType(
      try ParameterType(name: "broken", regexps: ["broken"]) { _ in throw Broken() })
    steps.given("a {broken} argument") { (_, _: String) in }
    return steps
  }

  static func run(_ steps: String) async throws -> [String] {
    let fixture = try RunnerFixture(["f.feature": "Feature: F\n  Scenario: S\n" + steps])
    return await fixture.run(try Self.steps()).stepResults
  }

  @Test func undefinedStepAfterAFailureIsUndefined() async throws {
    let results = try await Self.run("    Given a failing step\n    And an unknown step\n")
    #expect(results == ["a failing step: failed", "an unknown step: undefined"])
  }

  @Test func undefinedStepAfterASkipIsSkipped() async throws {
    let results = try await Self.run("    Given a skipped step\n    And an unknown step\n")
    #expect(results == ["a skipped step: skipped", "an unknown step: skipped"])
  }

  @Test func argumentThatCannotBeMadeFailsOnlyFirst() async throws {
    #expect(try await Self.run("    Given a broken argument\n") == ["a broken argument: failed"])
    let results = try await Self.run("    Given a failing step\n    And a broken argument\n")
    #expect(results == ["a failing step: failed", "a broken argument: skipped"])
  }
}
