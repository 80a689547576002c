import Acceptance
import Testing

@Suite("Runner: statuses")
struct RunnerStatusTests {
  static let feature = """
    Feature: Calculator

      Scenario: Adding
        Given a calculator showing 2
        When I add 3
        Then it shows 5
    """

  static func calculatorSteps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a calculator showing {int}") { (world, value: Int) in
      world.number.withLock { $0 = value }
    }
    steps.when("I add {int}") { (world, value: Int) in world.number.withLock { $0 += value } }
    steps.then("it shows {int}") { (world, expected: Int) in
      try verifyEqual(world.number.withLock { $0 }, expected, "the display")
    }
    return steps
  }

  @Test func passingScenarioPassesTheRun() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    let outcome = await fixture.run(Self.calculatorSteps())
    #expect(
      outcome.stepResults == [
        "a calculator showing 2: passed", "I add 3: passed", "it shows 5: passed",
      ])
    #expect(outcome.summary.passed)
    #expect(outcome.summary.scenarios == [.passed: 1])
    #expect(outcome.summary.steps == [.passed: 3])
  }

  @Test func failingStepSkipsTheRestAndNamesBothLocations() async throws {
    let fixture = try RunnerFixture([
      "calc.feature": Self.feature.replacingOccurrences(of: "shows 5", with: "shows 6")
        + "\n    And I add 1\n"
    ])
    let outcome = await fixture.run(Self.calculatorSteps())
    #expect(
      outcome.stepResults == [
        "a calculator showing 2: passed", "I add 3: passed", "it shows 6: failed",
        "I add 1: skipped",
      ])
    #expect(!outcome.summary.passed)
    let message = try #require(outcome.results.first { $0.status == .failed }?.message)
    #expect(message.contains("expected the display to be 6, but it is 5"))
    #expect(outcome.output.contains("at \(fixture.path("calc.feature")):6  Then it shows 6"))
    #expect(outcome.output.contains("code: \(#filePath):"))
  }

  @Test func undefinedStepsGetSnippetsAndFailOnlyWhenStrict() async throws {
    let fixture = try RunnerFixture([
      "calc.feature": Self.feature
        + "\n    And I press \"clear\" 2 times\n    And I press \"reset\" 3 times\n"
    ])
    var lenient = RunOptions()
    lenient.strict = false
    let outcome = await fixture.run(Self.calculatorSteps(), options: lenient)
    #expect(
      outcome.stepResults.suffix(2) == [
        "I press \"clear\" 2 times: undefined", "I press \"reset\" 3 times: undefined",
      ])
    #expect(outcome.summary.passed)
    #expect(
      outcome.summary.snippets == [
        """
        steps.then("I press {string} {int} times") { (world, string: String, int: Int) in
          throw PendingStep()
        }
        """
      ])
    #expect(outcome.output.contains("You can implement the undefined steps with these snippets"))

    // Strict by default, as in cucumber-js.
    #expect(!(await fixture.run(Self.calculatorSteps())).summary.passed)
  }

  @Test func ambiguousStepNamesEveryMatchingDefinition() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    var steps = Self.calculatorSteps()
    steps.when("I add {word}") { (_, _: String) in }
    let outcome = await fixture.run(steps)
    #expect(outcome.stepResults[1] == "I add 3: ambiguous")
    #expect(outcome.stepResults[2] == "it shows 5: skipped")
    #expect(outcome.output.contains("matches more than one definition"))
    #expect(outcome.output.contains("I add {int}  (\(#filePath):"))
    #expect(outcome.output.contains("I add {word}  (\(#filePath):"))
    #expect(!outcome.summary.passed)
  }

  @Test func pendingStepSkipsTheRest() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("a calculator showing {int}") { (_, _: Int) in throw PendingStep("not yet") }
    steps.step("I add {int}") { (_, _: Int) in }
    steps.step("it shows {int}") { (_, _: Int) in }
    let outcome = await fixture.run(steps)
    #expect(
      outcome.stepResults == [
        "a calculator showing 2: pending", "I add 3: skipped", "it shows 5: skipped",
      ])
    #expect(outcome.summary.scenarios == [.pending: 1])
  }

  @Test func hangingStepTimesOutWithItsLocation() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("a calculator showing {int}") { (_, _: Int) in
      try await Task.sleep(for: .seconds(3600))
    }
    var options = RunOptions()
    options.stepTimeout = .milliseconds(50)
    let outcome = await fixture.run(steps, options: options)
    let failure = try #require(outcome.results.first)
    #expect(failure.status == .failed)
    #expect(failure.message?.contains("timed out after 0.05s") == true)
    #expect(outcome.output.contains("calc.feature:4  Given a calculator showing 2"))
  }

  @Test func wrongParameterTypeInADefinitionFailsTheStep() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    var steps = StepRegistry<LogWorld>()
    steps.given("a calculator showing {int}") { (_, _: String) in }
    let outcome = await fixture.run(steps)
    let message = try #require(outcome.results.first?.message)
    #expect(message.contains("takes String here, but the step provides Int 2"))
  }

  @Test func dryRunMatchesWithoutRunning() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature + "\n    And nothing known\n"])
    var options = RunOptions()
    options.dryRun = true
    let outcome = await fixture.run(Self.calculatorSteps(), options: options)
    #expect(
      outcome.stepResults == [
        "a calculator showing 2: skipped", "I add 3: skipped", "it shows 5: skipped",
        "nothing known: undefined",
      ])
    #expect(outcome.worlds.isEmpty)
  }
}

@Suite("Runner: abandoned steps")
struct AbandonedStepTests {
  @Test func aTimedOutStepIsCancelledSoItStopsUsingTheWorld() async throws {
    let fixture = try RunnerFixture(["calc.feature": RunnerStatusTests.feature])
    let cancelled = CancellationSignal()
    var steps = StepRegistry<LogWorld>()
    steps.given("a calculator showing {int}") { (_, _: Int) in
      do {
        try await Task.sleep(for: .seconds(3600))
      } catch {
        cancelled.fire()
      }
    }
    var options = RunOptions()
    options.stepTimeout = .milliseconds(50)
    let outcome = await fixture.run(steps, options: options)
    #expect(outcome.results.first?.status == .failed)
    #expect(await cancelled.wait(atMost: .seconds(30)))
  }
}

/// A one-shot signal that a test can await with an upper bound.
final class CancellationSignal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() { (stream, continuation) = AsyncStream.makeStream() }

  func fire() { continuation.yield() }

  /// Whether the signal fired within `limit` (a generous bound, not a timing assertion).
  func wait(atMost limit: Duration) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask { [stream] in
        for await _ in stream { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: limit)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}
