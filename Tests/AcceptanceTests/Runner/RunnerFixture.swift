import Acceptance
import Foundation
import Synchronization
import TestSupport

/// A world for runner tests: a log of what steps and hooks did, safe to share between tasks.
final class LogWorld: Sendable {
  let log = Mutex<[String]>([])
  let number = Mutex(0)

  func record(_ entry: String) { log.withLock { $0.append(entry) } }
  var entries: [String] { log.withLock { $0 } }
}

/// Feature files written to a fresh temporary folder, removed with the fixture, and a run over
/// them that captures the output.
struct RunnerFixture {
  let files: TemporaryFolder

  init(_ files: [String: String]) throws {
    self.files = try TemporaryFolder("acceptance-tests", files: files)
  }

  /// The folder of the feature files.
  var folder: URL { files.url }

  func path(_ name: String) -> String { files.path(name) }

  /// Runs the features with `steps`, collecting every event, the pretty output and the worlds
  /// (made by `world`, a fresh ``LogWorld`` unless given); `reporters` get the events too.
  func run(
    _ steps: StepRegistry<LogWorld>, options: RunOptions = RunOptions(), paths: [String]? = nil,
    interruption: RunInterruption = RunInterruption(), reporters: [any RunReporter] = [],
    world makeWorld: @escaping @Sendable () async throws -> LogWorld = { LogWorld() }
  ) async -> RunOutcome {
    var options = options
    options.paths = (paths ?? [folder.path]).map(FeaturePath.init(parsing:))
    let output = TextOutput.memory()
    let events = EventCollector()
    let worlds = WorldCollector()
    let runner = Runner(
      steps: steps, options: options,
      reporters: [events, PrettyReporter(output: output, style: ConsoleStyle(usesColor: false))]
        + reporters,
      interruption: interruption
    ) {
      let world = try await makeWorld()
      worlds.add(world)
      return world
    }
    let summary = await runner.run()
    return RunOutcome(
      summary: summary, output: output.text, events: events.events, worlds: worlds.worlds)
  }

  /// Runs the features with `steps` through a ``MessageReporter``; returns each message, parsed.
  func messages(
    _ steps: StepRegistry<LogWorld>, options: RunOptions = RunOptions(),
    world makeWorld: @escaping @Sendable () async throws -> LogWorld = { LogWorld() }
  ) async throws -> [Any] {
    var options = options
    options.paths = [FeaturePath(path: folder.path)]
    let output = TextOutput.memory()
    let runner = Runner(
      steps: steps, options: options, reporters: [MessageReporter(output: output)],
      makeWorld: makeWorld)
    _ = await runner.run()
    return try output.text.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8))
    }
  }
}

/// What a fixture run produced.
struct RunOutcome {
  let summary: RunSummary
  let output: String
  let events: [RunEvent]
  let worlds: [LogWorld]

  /// The pretty output without its wall-time line, which differs from run to run.
  var outputWithoutWallTime: String {
    output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasSuffix("(wall time)") }.joined(separator: "\n")
  }

  /// Each finished Gherkin step as `text: status`, in order.
  var stepResults: [String] {
    events.compactMap { event in
      guard case .testStepFinished(_, let step, let result) = event, step.pickleStep != nil
      else { return nil }
      return "\(step.text): \(result.status.rawValue)"
    }
  }

  /// The results of the steps, in order.
  var results: [StepResult] {
    events.compactMap { event in
      guard case .testStepFinished(_, _, let result) = event else { return nil }
      return result
    }
  }

  /// The names of the scenarios in the order they ran.
  var scenarioOrder: [String] {
    events.compactMap { event in
      guard case .testCaseStarted(let attempt) = event else { return nil }
      return attempt.testCase.pickle.name
    }
  }
}

final class EventCollector: RunReporter {
  private let collected = Mutex<[RunEvent]>([])
  var events: [RunEvent] { collected.withLock { $0 } }
  func report(_ event: RunEvent) async { collected.withLock { $0.append(event) } }
}

final class WorldCollector: Sendable {
  private let collected = Mutex<[LogWorld]>([])
  var worlds: [LogWorld] { collected.withLock { $0 } }
  func add(_ world: LogWorld) { collected.withLock { $0.append(world) } }
}

/// A scenario whose one step fails on its first attempt only, for the tests of `--retry`.
enum FlakyScenario {
  /// The feature file.
  static let feature = "Feature: F\n  Scenario: Flaky\n    Given it fails once\n"

  /// The step `it fails once`, which counts its attempts in `attempts` and fails the first.
  static func steps(counting attempts: Box<Int>) -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("it fails once") { _ in
      attempts.value += 1
      if attempts.value == 1 { throw StepFailure("first attempt") }
    }
    return steps
  }
}
