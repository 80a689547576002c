import Foundation
import Testing

@testable import Acceptance
@testable import AcceptanceCommandLine

/// `acceptance bench NAME` of ``RunCommand/Benchmark/suite(_:summary:steps:microsecondsPerStepGoal:makeWorld:)``
/// runs a folder of features at scale, prints every figure with its goal, and fails when a scenario
/// does not pass (no timing assertions).
@Suite("Suite benchmark")
struct SuiteBenchmarkTests {
  /// `acceptance bench calculator ARGUMENTS` on the calculator's steps.
  static func bench(_ arguments: String...) async -> CommandSnapshotTests.Outcome {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["bench", "calculator"] + arguments, steps: CalculatorSteps.registry,
      environment: [:], output: output, errors: errors,
      benchmarks: [CommandSnapshotTests.calculatorSuite]
    ) { LogWorld() }
    return .init(code: code, output: output.text, errors: errors.text)
  }

  @Test func itRunsTheCopiesAndPrintsEachFigureWithItsGoal() async throws {
    let fixture = try RunnerFixture([
      "sum.feature": """
      Feature: Sum
        Scenario: Add
          Given a calculator
          When I enter 2
          Then the display shows 2

        Scenario Outline: Clear
          Given a calculator
          When I clear <n> digits

          Examples:
            | n |
            | 1 |
            | 2 |
      """,
      "nested/keys.feature": """
      Feature: Keys
        Scenario: Plus
          When I press the plus key
      """,
    ])
    let outcome = await Self.bench("--copies", "8", fixture.folder.path)
    #expect(outcome.code == 0)
    #expect(outcome.errors == "")
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(
      lines.prefix(4) == [
        "bench calculator: \(fixture.folder.path) (2 feature files) copied 8 times, run in process with --format progress:/dev/null",
        "32 scenarios and 64 steps a run; every scenario passed",
        "",
        "  figure                                 value         goal",
      ])
    // Each row: its figure, then a number with its unit, then the goal and whether it was met.
    let rows: [String] = lines.dropFirst(4).filter { !$0.isEmpty }
    let figures: [String] = rows.map { row in
      row.components(separatedBy: "  ").first { !$0.isEmpty } ?? ""
    }
    let expected: [String] = [
      "wall time, serial", "processor time, serial", "µs per step, serial",
      "wall time, --parallel 2", "processor time, --parallel 2", "µs per step, --parallel 2",
      "speedup, --parallel 2", "speedup ceiling, serial work",
      "processor time, --parallel 2 / serial", "speedup, independent work",
      "speedup / independent work",
      "peak memory, 2 copies",
      "peak memory, 8 copies", "memory, 8 / 2 copies", "wall time, with messages",
      "µs per step, with messages", "messages overhead", "messages written",
    ]
    #expect(figures == expected)
    let goals = rows.filter { $0.hasSuffix("met") || $0.hasSuffix("missed") }
    #expect(goals.count == 4)
    #expect(goals[0].contains("≤ 25 µs"))
    #expect(goals[1].contains("≥ 1.70×"))
    #expect(goals[2].contains("≤ 1.25×"))
    #expect(goals[3].contains("≤ 1.15×"))
    #expect(rows.last?.hasSuffix(" MB") == true)
    // The two figures that explain the speedup are the ratios of the times printed above them,
    // which are rounded to the millisecond: each must lie within the ratios' rounding bounds.
    func value(_ figure: String) throws -> Double {
      let row = try #require(rows.first { $0.hasPrefix("  \(figure)  ") })
      let text = row.dropFirst(figure.count + 2).split(separator: " ").first ?? ""
      return try #require(Double(text.trimmingCharacters(in: CharacterSet(charactersIn: "×"))))
    }
    func expectRatio(_ figure: String, _ factor: Double, _ numerator: String, _ denominator: String)
      throws
    {
      let (top, bottom) = (try value(numerator), try value(denominator))
      let printed = try value(figure)
      let lowest = factor * (top - 0.0005) / (bottom + 0.0005) - 0.005
      let highest = factor * (top + 0.0005) / max(bottom - 0.0005, 0.0001) + 0.005
      #expect(printed >= lowest && printed <= highest, "\(figure): \(printed)")
    }
    try expectRatio(
      "speedup ceiling, serial work", 2, "wall time, serial", "processor time, serial")
    try expectRatio(
      "processor time, --parallel 2 / serial", 1, "processor time, --parallel 2",
      "processor time, serial")
    // The machine's figure was measured, not left at its start (infinite times, whose ratio is
    // not a number). Its value depends on the moment (other tests run beside this one), so it is
    // not checked.
    let independentWork = try #require(
      rows.first { $0.hasPrefix("  speedup, independent work") }?.split(separator: " ").last)
    let speedup = try #require(Double(independentWork.dropLast()))
    #expect(speedup.isFinite && speedup > 0)
  }

  /// The two rows that explain the speedup, from known times: the serial run's work spread over
  /// two cores (2 × 0.5 s / 0.6 s), and the parallel run's processor time beyond it (0.66 / 0.6).
  @Test func theSpeedupIsSplitIntoItsCeilingAndTheParallelRunsExtraWork() {
    let benchmark = SuiteBenchmark(
      name: "calculator", steps: CalculatorSteps.registry, microsecondsPerStepGoal: 25
    ) { LogWorld() }
    func measured(_ seconds: Double, processor: Double) -> SuiteBenchmark<LogWorld>.Measurement {
      .init(
        summary: RunSummary(problems: [], warnings: [], seed: nil), seconds: seconds,
        processorSeconds: processor)
    }
    let figures = SuiteBenchmark<LogWorld>.Figures(
      copies: 8, quarter: 2, source: "Features", fileCount: 1,
      serial: measured(0.5, processor: 0.6), messages: measured(0.55, processor: 0.65),
      parallel: measured(0.32, processor: 0.66), independentWork: 2, quarterPeak: 20, peak: 21,
      messagesBytes: 1_000_000)
    let rows = benchmark.report(figures).split(separator: "\n").map { row in
      row.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(rows.contains("speedup, --parallel 2 1.56× ≥ 1.70× missed"))
    #expect(rows.contains("speedup ceiling, serial work 1.67×"))
    #expect(rows.contains("processor time, --parallel 2 / serial 1.10×"))
  }

  @Test func aScenarioThatFailsFailsTheBenchmark() async throws {
    let fixture = try RunnerFixture([
      "typo.feature": """
      Feature: Typo
        Scenario: Passes
          Given a calculator

        Scenario: Undefined
          Given a calculater
      """
    ])
    let outcome = await Self.bench("--copies=2", fixture.folder.path)
    #expect(outcome.code == 1)
    #expect(outcome.output == "")
    #expect(
      outcome.errors.hasPrefix(
        """
        acceptance bench calculator: the run of 1 copy did not pass: 1 of 2 scenarios passed \
        (acceptance \(fixture.folder.path) shows why)

        """))
  }

  @Test func aFolderWithoutFeatureFilesIsAUsageError() async throws {
    let fixture = try RunnerFixture(["notes.txt": "no features here"])
    #expect(
      await Self.bench(fixture.folder.path)
        == .init(
          code: 2,
          errors: "acceptance bench calculator: no feature files in '\(fixture.folder.path)'\n"))
  }
}
