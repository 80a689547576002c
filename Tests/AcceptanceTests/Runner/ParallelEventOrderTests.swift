import Acceptance
import Foundation
import Synchronization
import Testing

/// Parallel runs, whose workers hold each test case's events until the ones before it are reported:
/// whatever the timing, the reporters see one thread at a time and the events of a serial run, in
/// its order, whether they take events synchronously, with an `await`, or behind the whole-plan gate.
@Suite("Runner: parallel runs hand events to synchronous reporters in serial order")
struct ParallelEventOrderTests {
  /// Many short scenarios in several files, some failing, some tagged to run alone; each step
  /// sleeps a random, often zero, number of microseconds, so that workers overtake each other.
  static let features: [String: String] = Dictionary(
    uniqueKeysWithValues: (0..<4).map { file in
      let scenarios = (0..<20).map { number in
        """

          \(number % 9 == 8 ? "@serial\n  " : "")Scenario: S\(file)-\(number)
            Given a short random wait
            And a short random wait
            Then the number \(number + file) is even

        """
      }
      return ("f\(file).feature", "Feature: F\(file)\n" + scenarios.joined())
    })

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a short random wait") { _ in
      let microseconds = Int.random(in: -150...300)
      if microseconds > 0 { try await Task.sleep(for: .microseconds(microseconds)) }
    }
    steps.then("the number {int} is even") { (_, number: Int) in
      try verify(number % 2 == 0, "\(number) is odd")
    }
    return steps
  }

  let fixture: RunnerFixture

  init() throws { fixture = try RunnerFixture(Self.features) }

  /// Runs the features with `reporters` and a recorder, and returns what the recorder saw.
  func run(
    parallel: Int, retry: Int = 0, reporters: [any RunReporter] = []
  ) async -> (events: [String], summary: RunSummary, overlaps: Int) {
    var options = RunOptions()
    options.parallel = parallel
    options.retry = retry
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let recorder = SerialRecorder()
    let runner = Runner(steps: Self.steps(), options: options, reporters: [recorder] + reporters) {
      LogWorld()
    }
    let summary = await runner.run()
    return (recorder.events, summary, recorder.overlaps)
  }

  @Test(arguments: [2, 3, 4])
  func everyEventComesInSerialOrderFromOneThreadAtATime(workers: Int) async throws {
    let serial = await run(parallel: 1, retry: 1)
    for _ in 0..<10 {
      let parallel = await run(parallel: workers, retry: 1)
      #expect(parallel.overlaps == 0)
      try #require(firstDifference(parallel.events, serial.events) == nil)
      #expect(parallel.summary.scenarios == serial.summary.scenarios)
      #expect(parallel.summary.steps == serial.summary.steps)
    }
  }

  @Test func aSuspendingReporterStillGetsTheSerialOrder() async throws {
    let serial = await run(parallel: 1, reporters: [SuspendingRecorder()])
    let suspending = SuspendingRecorder()
    let parallel = await run(parallel: 3, reporters: [suspending])
    #expect(parallel.overlaps == 0)
    #expect(firstDifference(parallel.events, serial.events) == nil)
    #expect(firstDifference(suspending.events, serial.events) == nil)
  }

  @Test func reportersThatNeedTheWholePlanStillGetTheSerialOrder() async throws {
    let serial = await run(parallel: 1, reporters: [WholePlanReporter()])
    let parallel = await run(parallel: 3, reporters: [WholePlanReporter()])
    #expect(parallel.overlaps == 0)
    #expect(firstDifference(parallel.events, serial.events) == nil)
  }

  /// Where two event lists first differ, with the events there; `nil` when they are equal.
  func firstDifference(_ actual: [String], _ expected: [String]) -> String? {
    guard actual != expected else { return nil }
    let index =
      zip(actual, expected).enumerated().first { $1.0 != $1.1 }?.offset
      ?? min(actual.count, expected.count)
    let event = { (events: [String]) in index < events.count ? events[index] : "(none)" }
    return "event \(index): \(event(actual)), expected \(event(expected))"
  }
}

/// Records each event as text without ids or times, and counts the times a thread came in while
/// another one was still inside ``handle(_:)``; it waits a little in there now and then, so that
/// such a thread has the time to come in.
private final class SerialRecorder: SynchronousRunReporter {
  private let recorded = Mutex<[String]>([])
  private let inside = Atomic(0)
  private let overlapCount = Atomic(0)

  var needsWholePlan: Bool { false }
  var events: [String] { recorded.withLock { $0 } }
  var overlaps: Int { overlapCount.load(ordering: .sequentiallyConsistent) }

  func handle(_ event: RunEvent) {
    if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
      overlapCount.add(1, ordering: .sequentiallyConsistent)
    }
    let description = Self.describe(event)
    if Int.random(in: 0..<8) == 0 { Thread.sleep(forTimeInterval: 0.000_05) }
    recorded.withLock { $0.append(description) }
    inside.subtract(1, ordering: .sequentiallyConsistent)
  }

  /// The event as text, without what differs between runs.
  static func describe(_ event: RunEvent) -> String {
    switch event {
    case .runStarted: "run started"
    case .planned(let plan): "planned \(plan.testCases.map(\.pickle.name))"
    case .runHookStarted, .runHookFinished: "run hook"
    case .testCasesReady(let cases): "ready \(cases.map(\.pickle.name))"
    case .testCaseStarted(let attempt):
      "started \(attempt.testCase.pickle.name) #\(attempt.attempt)"
    case .testStepStarted(let attempt, let step):
      "step started \(attempt.testCase.pickle.name) #\(attempt.attempt) \(step.text)"
    case .attachment: "attachment"
    case .testStepFinished(let attempt, let step, let result):
      "step finished \(attempt.testCase.pickle.name) #\(attempt.attempt) \(step.text) "
        + result.status.rawValue
    case .testCaseFinished(let attempt, let status, let willBeRetried):
      "finished \(attempt.testCase.pickle.name) #\(attempt.attempt) \(status.rawValue) "
        + "\(willBeRetried)"
    case .runFinished: "run finished"
    }
  }
}

/// A reporter that takes events with an `await`.
private final class SuspendingRecorder: RunReporter {
  private let recorded = Mutex<[String]>([])

  var needsWholePlan: Bool { false }
  var events: [String] { recorded.withLock { $0 } }

  func report(_ event: RunEvent) async {
    recorded.withLock { $0.append(SerialRecorder.describe(event)) }
  }
}

/// A synchronous reporter that needs the whole plan first, so that the events wait behind the gate.
private struct WholePlanReporter: SynchronousRunReporter {
  func handle(_ event: RunEvent) {}
}
