import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// `--format usage` and `usage-json`: each definition with its matches and their durations,
/// slowest mean first, unused definitions last.
@Suite("Usage report")
struct UsageReporterTests {
  static let feature = """
    Feature: Usage
      Scenario: One
        Given a passing step
        When I add 2
        Then it fails
        And a passing step
      Scenario: Two
        Given a passing step
        When I add 40
        And nobody defined this
    """

  /// Definitions at fixed locations, so that the report's text does not depend on this file.
  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a passing step", file: "/p/Sources/Steps/Steps.swift", line: 1) { _ in }
    steps.when("I add {int}", file: "/p/Sources/Steps/Steps.swift", line: 2) { (_, _: Int) in }
    steps.then("it fails", file: "/p/Sources/Steps/Steps.swift", line: 3) { _ in
      throw StepFailure("no")
    }
    steps.when(.regex(#"^I divide by (\d+)$"#), file: "/p/Sources/Steps/Steps.swift", line: 4) {
      (_, _: Int) in
    }
    steps.then("nothing uses this", file: "/p/Sources/Steps/Steps.swift", line: 5) { _ in }
    return steps
  }

  /// The events of a run of `feature`, each step's duration replaced by 10 ms per line of the
  /// step, so that the durations in the report are known.
  static func events(options: RunOptions = RunOptions()) async throws -> [RunEvent] {
    let fixture = try RunnerFixture(["usage.feature": feature])
    let outcome = await fixture.run(steps(), options: options)
    return outcome.events.map { event in
      guard case .testStepFinished(let attempt, let step, let result) = event else { return event }
      let fixed = StepResult(
        status: result.status, duration: .milliseconds(10 * (step.line ?? 0)),
        message: result.message)
      return .testStepFinished(attempt, step, fixed)
    }
  }

  static func report(_ events: [RunEvent], asJSON: Bool = false) async -> String {
    let output = TextOutput.memory()
    let reporter = UsageReporter(output: output, asJSON: asJSON)
    for event in events { await reporter.report(event) }
    return output.text
  }

  @Test func theTableListsEachDefinitionSlowestFirstAndUnusedLast() async throws {
    let text = await Self.report(try await Self.events())
    // I add: lines 4 and 9 (40 and 90 ms); a passing step: lines 3 and 8 ran, 6 was skipped after
    // the failure (counted, not timed); it fails: line 5.
    #expect(
      text == """
        Step definition         Steps     Mean  Longest  Location
        I add {int}                 2  65.00ms  90.00ms  Sources/Steps/Steps.swift:2
        a passing step              3  55.00ms  80.00ms  Sources/Steps/Steps.swift:1
        it fails                    1  50.00ms  50.00ms  Sources/Steps/Steps.swift:3
        /^I divide by (\\d+)$/  UNUSED                    Sources/Steps/Steps.swift:4
        nothing uses this      UNUSED                    Sources/Steps/Steps.swift:5

        5 step definitions: 3 used, 2 unused

        """)
  }

  @Test func theJSONHasEveryDefinitionWithItsMatches() async throws {
    let text = await Self.report(try await Self.events(), asJSON: true)
    let usages = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(
      usages.map { $0["pattern"] as? String } == [
        "I add {int}", "a passing step", "it fails", #"^I divide by (\d+)$"#, "nothing uses this",
      ])
    #expect(usages.map { $0["matchCount"] as? Int } == [2, 3, 1, 0, 0])
    #expect(usages[3]["patternType"] as? String == "RegularExpression")
    #expect(usages[0]["uri"] as? String == "Sources/Steps/Steps.swift")
    #expect(usages[0]["line"] as? Int == 2)
    #expect(Self.nanos(usages[0]["meanDuration"]) == 65_000_000)
    #expect(Self.nanos(usages[0]["longestDuration"]) == 90_000_000)
    #expect(usages[3]["meanDuration"] == nil)
    let matches = try #require(usages[1]["matches"] as? [[String: Any]])
    // Slowest first, the skipped step last and without a duration.
    #expect(matches.map { $0["line"] as? Int } == [8, 3, 6])
    #expect(matches.map { Self.nanos($0["duration"]) } == [80_000_000, 30_000_000, nil])
    #expect(matches[0]["text"] as? String == "a passing step")
    #expect((matches[0]["uri"] as? String)?.hasSuffix("usage.feature") == true)
  }

  @Test func aDryRunCountsMatchesWithoutDurations() async throws {
    var options = RunOptions()
    options.dryRun = true
    let text = await Self.report(try await Self.events(options: options))
    let lines = text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
    #expect(lines.contains("a passing step 3 - - Sources/Steps/Steps.swift:1"))
    #expect(lines.contains("I add {int} 2 - - Sources/Steps/Steps.swift:2"))
    #expect(lines.contains("it fails 1 - - Sources/Steps/Steps.swift:3"))
    #expect(lines.last == "5 step definitions: 3 used, 2 unused")
  }

  @Test func onlyTheFinalAttemptCounts() async throws {
    let fixture = try RunnerFixture(["a.feature": FlakyScenario.feature])
    let attempts = Box(0)
    let steps = FlakyScenario.steps(counting: attempts)
    var options = RunOptions()
    options.retry = 1
    let outcome = await fixture.run(steps, options: options)
    let usages = try #require(
      try JSONSerialization.jsonObject(
        with: Data(await Self.report(outcome.events, asJSON: true).utf8)) as? [[String: Any]])
    #expect(attempts.value == 2)
    #expect(usages.map { $0["matchCount"] as? Int } == [1])
  }

  @Test func theCommandLineWritesBothFormats() async throws {
    let fixture = try RunnerFixture(["usage.feature": Self.feature])
    let json = fixture.path("usage.json")
    let output = TextOutput.memory()
    _ = await RunCommand.main(
      arguments: ["--format", "usage", "--format", "usage-json:\(json)", fixture.folder.path],
      steps: Self.steps(), environment: [:], output: output, errors: .memory()
    ) { LogWorld() }
    #expect(output.text.hasPrefix("Step definition "))
    #expect(output.text.hasSuffix("5 step definitions: 3 used, 2 unused\n"))
    let usages = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: json)))
    #expect((usages as? [Any])?.count == 5)
  }

  @Test func noDefinitionsSaysSo() async throws {
    let fixture = try RunnerFixture(["usage.feature": Self.feature])
    let output = TextOutput.memory()
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let runner = Runner(
      steps: StepRegistry<LogWorld>(), options: options, reporters: [UsageReporter(output: output)]
    ) { LogWorld() }
    _ = await runner.run()
    #expect(output.text == "No step definitions\n")
  }

  private static func nanos(_ value: Any?) -> Int? {
    guard let duration = value as? [String: Any], let seconds = duration["seconds"] as? Int,
      let nanos = duration["nanos"] as? Int
    else { return nil }
    return seconds * 1_000_000_000 + nanos
  }
}
