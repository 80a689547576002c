import Acceptance
import Foundation
import Testing

@Suite("Runner: parallel and sharded runs")
struct ParallelAndShardTests {
  /// Twelve scenarios whose steps take different real times, so that parallel workers finish out of
  /// order; some fail and one is undefined.
  static let features: [String: String] = [
    "a.feature": scenarios(feature: "A", count: 6),
    "b.feature": scenarios(feature: "B", count: 6)
      + "\n  Scenario: B undefined\n    Given nobody knows\n",
  ]

  static func scenarios(feature: String, count: Int) -> String {
    "Feature: \(feature)\n"
      + (0..<count).map { number in
        """

          Scenario: \(feature) \(number)
            Given a wait of \((number * 7) % 5) ms
            Then the number \(number) is even

        """
      }.joined()
  }

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a wait of {int} ms") { (_, milliseconds: Int) in
      try await Task.sleep(for: .milliseconds(milliseconds))
    }
    steps.then("the number {int} is even") { (_, number: Int) in
      try verify(number % 2 == 0, "\(number) is odd")
    }
    return steps
  }

  let fixture: RunnerFixture

  init() throws { fixture = try RunnerFixture(Self.features) }

  func run(_ change: (inout RunOptions) -> Void) async throws -> (RunOutcome, String) {
    var options = RunOptions()
    change(&options)
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let messages = TextOutput.memory()
    let pretty = TextOutput.memory()
    let events = EventCollector()
    let runner = Runner(
      steps: Self.steps(), options: options,
      reporters: [
        events, MessageReporter(output: messages),
        PrettyReporter(output: pretty, style: ConsoleStyle(usesColor: false)),
      ]
    ) { LogWorld() }
    let summary = await runner.run()
    let outcome = RunOutcome(
      summary: summary, output: pretty.text, events: events.events, worlds: [])
    return (outcome, messages.text)
  }

  @Test func parallelRunReportsWhatASerialRunReports() async throws {
    let (serial, serialMessages) = try await run { _ in }
    let (parallel, parallelMessages) = try await run { $0.parallel = 4 }
    #expect(parallel.scenarioOrder == serial.scenarioOrder)
    #expect(parallel.stepResults == serial.stepResults)
    #expect(parallel.summary.scenarios == serial.summary.scenarios)
    #expect(parallel.summary.steps == serial.summary.steps)
    #expect(withoutTimes(parallel.output) == withoutTimes(serial.output))
    let normalizer = MessageNormalizer(root: "")
    let serialNormalized = try normalizer.normalize(serialMessages)
    let parallelNormalized = try normalizer.normalize(parallelMessages)
    #expect(parallelNormalized.map(\.type) == serialNormalized.map(\.type))
    #expect(parallelNormalized.map(\.json) == serialNormalized.map(\.json))
  }

  @Test func shardsTogetherRunEveryScenarioExactlyOnce() async throws {
    let (whole, _) = try await run { _ in }
    var shards: [[String]] = []
    for index in 1...3 {
      let (part, _) = try await run { $0.shard = try? Shard(parsing: "\(index)/3") }
      shards.append(part.scenarioOrder)
    }
    #expect(shards.allSatisfy { !$0.isEmpty })
    #expect(shards.flatMap { $0 }.sorted() == whole.scenarioOrder.sorted())
    #expect(Set(shards.flatMap { $0 }).count == whole.scenarioOrder.count)
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "x", "1/2/3"])
  func invalidShardIsAUsageError(text: String) {
    #expect(throws: UsageError.self) { try Shard(parsing: text) }
  }

  private func withoutTimes(_ output: String) -> String {
    output.split(separator: "\n").filter { !$0.hasSuffix("(wall time)") }.joined(separator: "\n")
  }
}
