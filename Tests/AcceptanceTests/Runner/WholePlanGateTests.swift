import Foundation
import Gherkin
import Testing

@testable import Acceptance

@Suite("Whole plan gate")
struct WholePlanGateTests {
  /// The plan of the two files of ``PlanningAsItGoesTests``, and its first test case's start.
  static func plan() throws -> (RunPlan, RunEvent) {
    let fixture = try RunnerFixture(PlanningAsItGoesTests.files)
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.path("a.feature"))]
    let runner = Runner(steps: PlanningAsItGoesTests.steps, options: options, reporters: []) {
      LogWorld()
    }
    let plan = runner.prepare(ids: IdGenerator.incrementing()).plan
    let testCase = try #require(plan.testCases.first)
    return (plan, .testCaseStarted(TestCaseAttempt(testCase: testCase, id: "attempt", attempt: 0)))
  }

  /// The kind of each event, with the number of test cases where it has a list.
  static func kinds(_ entries: [WholePlanGate.Entry]) -> [String] {
    entries.map { entry in
      switch entry.event {
      case .runStarted(let plan): "started \(plan.testCases.count)"
      case .testCasesReady(let testCases): "ready \(testCases.count)"
      case .testCaseStarted: "case"
      default: "other"
      }
    }
  }

  @Test func theEventsWaitForTheWholePlanThenFollowTheRunsStartInOrder() throws {
    let (plan, event) = try Self.plan()
    let started = Date(timeIntervalSince1970: 1_000)
    let gate = WholePlanGate(startedAt: started)
    guard case .held = gate.admit(event) else {
      Issue.record("not held")
      return
    }
    #expect(gate.testCasesWillRun().isEmpty)
    guard case .held = gate.admit(event) else {
      Issue.record("not held")
      return
    }
    gate.planned(plan)
    guard case .released(let entries) = gate.admit(event) else {
      Issue.record("not released")
      return
    }
    #expect(Self.kinds(entries) == ["started 2", "case", "ready 2", "case", "case"])
    #expect(entries[0].time == started)
    #expect(entries[1].time > started)
    #expect(entries[1].time <= entries[3].time)
    guard case .passed = gate.admit(event) else {
      Issue.record("not passed")
      return
    }
    #expect(gate.release().isEmpty)
  }

  /// A `beforeAll` hook can outlast the planning: its events release the held ones, and the list
  /// of test cases then goes on its own.
  @Test func theTestCasesAreListedWhenThePlanWasWholeBeforeTheHooksEnded() throws {
    let (plan, event) = try Self.plan()
    let gate = WholePlanGate(startedAt: Date(timeIntervalSince1970: 1_000))
    _ = gate.admit(event)
    gate.planned(plan)
    guard case .released(let entries) = gate.admit(event) else {
      Issue.record("not released")
      return
    }
    #expect(Self.kinds(entries) == ["started 2", "case", "case"])
    #expect(Self.kinds(gate.testCasesWillRun()) == ["ready 2"])
    #expect(gate.release().isEmpty)
  }

  /// The plan was whole, and no event came since: the list of test cases releases the held ones.
  @Test func theListOfTestCasesReleasesTheEventsOnceThePlanIsWhole() throws {
    let (plan, event) = try Self.plan()
    let gate = WholePlanGate(startedAt: Date(timeIntervalSince1970: 1_000))
    _ = gate.admit(event)
    gate.planned(plan)
    #expect(Self.kinds(gate.testCasesWillRun()) == ["started 2", "case", "ready 2"])
    #expect(gate.release().isEmpty)
  }

  /// Once the events are released and the test cases listed, the gate lets the plan go, so that a
  /// run does not hold every file and test case to its end.
  @Test func theGateLetsThePlanGoOnceItIsPassedOn() throws {
    let gate = WholePlanGate(startedAt: Date(timeIntervalSince1970: 1_000))
    weak var lastTestCase: TestCase?
    do {
      let (plan, event) = try Self.plan()
      lastTestCase = plan.testCases.last
      _ = gate.admit(event)
      gate.planned(plan)
      #expect(Self.kinds(gate.testCasesWillRun()) == ["started 2", "case", "ready 2"])
    }
    #expect(lastTestCase == nil)
  }

  @Test func eventsHeldBackKeepTheTimeTheyHappenedInTheMessages() async throws {
    let (plan, event) = try Self.plan()
    let later = Date(timeIntervalSince1970: 4_000_000_000)
    let output = TextOutput.memory()
    let gate = WholePlanGate(startedAt: Date(timeIntervalSince1970: 1_000))
    let reporters = RunReporters([MessageReporter(output: output) { later }]).held(by: gate)
    await reporters.send(event)
    gate.planned(plan)
    await reporters.send(event)
    // Passed on as it comes: it has the reporter's time.
    await reporters.send(event)
    await reporters.send(.runFinished(RunSummary(problems: [], warnings: [], seed: nil)))
    let seconds = try output.text.split(separator: "\n").compactMap { line -> Int? in
      let envelope = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let (kind, body) = envelope?.first, kind.hasPrefix("test"),
        let timestamp = (body as? [String: Any])?["timestamp"] as? [String: Any]
      else { return nil }
      return timestamp["seconds"] as? Int
    }
    let now = Int(Date().timeIntervalSince1970)
    #expect(seconds.count == 5)
    #expect(seconds[0] == 1_000)
    #expect(seconds[1...2].allSatisfy { (now - 60...now).contains($0) })
    #expect(seconds[3...] == [4_000_000_000, 4_000_000_000])
  }
}
