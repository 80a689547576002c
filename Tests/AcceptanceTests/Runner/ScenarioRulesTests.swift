import Acceptance
import Foundation
import Synchronization
import Testing

@Suite("Runner: serial scenarios and tagged timeouts")
struct ScenarioRulesTests {
  /// Scenarios that note who else is running while they run; the `@serial` ones must be alone.
  static let occupancy = """
    Feature: Occupancy

      Scenario: A
        Given the scenario A runs

      @serial
      Scenario: Serial one
        Given the scenario S1 runs

      Scenario: B
        Given the scenario B runs

      Scenario: C
        Given the scenario C runs

      @database
      Scenario: Serial two
        Given the scenario S2 runs

      Scenario: D
        Given the scenario D runs

      Scenario: E
        Given the scenario E runs
    """

  static func occupancySteps(_ room: Room) -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("the scenario {word} runs") { (_, name: String) in
      room.enter(name)
      // A chance for the other workers to start their scenarios meanwhile; nothing waits on it.
      for _ in 0..<200 { await Task.yield() }
      room.leave(name)
    }
    return steps
  }

  /// B was taken while A ran, and waits to run alone: A's failure stops the run before B starts.
  @Test func withFailFastAScenarioWaitingToRunAloneDoesNotStartAfterAFailure() async throws {
    let fixture = try RunnerFixture([
      "f.feature": """
      Feature: F
        Scenario: A
          Given it fails after a while
        @serial
        Scenario: B
          Given it passes
        Scenario: C
          Given it passes
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("it fails after a while") { _ in
      try await Task.sleep(for: .milliseconds(300))
      throw StepFailure("no")
    }
    steps.given("it passes") { _ in }
    var options = RunOptions()
    options.parallel = 2
    options.failFast = true
    let outcome = await fixture.run(steps, options: options)
    #expect(outcome.scenarioOrder == ["A"])
    #expect(outcome.summary.scenarios == [.failed: 1])
  }

  @Test func aSerialScenarioNeverRunsAtTheSameTimeAsAnother() async throws {
    let fixture = try RunnerFixture(["occupancy.feature": Self.occupancy])
    var options = RunOptions()
    options.parallel = 4
    options.serialTags = "@serial or @database"
    // No step should time out, even on a busy machine: a timed-out serial scenario, left behind
    // in the room, would be beside the next one.
    options.stepTimeout = .seconds(60)
    for _ in 0..<5 {
      let room = Room()
      let outcome = await fixture.run(Self.occupancySteps(room), options: options)
      #expect(outcome.summary.scenarios == [.passed: 7])
      #expect(room.visits.count == 7)
      for visit in room.visits where visit.name.hasPrefix("S") {
        #expect(visit.others.isEmpty, "\(visit.name) ran beside \(visit.others)")
      }
      for visit in room.visits {
        #expect(!visit.others.contains { $0.hasPrefix("S") }, "\(visit.name) ran beside a serial")
      }
    }
  }

  @Test func theGateLetsSideBySideScenariosInTogetherAndASerialOneOnlyAlone() {
    let gate = SerialGate()
    #expect(gate.tryEnter(alone: false))
    #expect(gate.tryEnter(alone: false))
    #expect(!gate.tryEnter(alone: true), "a serial scenario waits while others run")
    gate.leave(alone: false)
    #expect(!gate.tryEnter(alone: true), "one still runs")
    gate.leave(alone: false)
    #expect(gate.tryEnter(alone: true))
    #expect(!gate.tryEnter(alone: false), "nothing starts beside a serial scenario")
    #expect(!gate.tryEnter(alone: true))
    gate.leave(alone: true)
    #expect(gate.tryEnter(alone: false))
  }

  @Test func theGateLetsInNoMoreThanItsLimit() {
    let gate = SerialGate(limit: 2)
    #expect(gate.tryEnter(alone: false))
    #expect(gate.tryEnter(alone: false))
    #expect(!gate.tryEnter(alone: false), "a third waits while two run")
    gate.leave(alone: false)
    #expect(gate.tryEnter(alone: false))
  }

  @Test func theGateLetsHundredsOfWaitingScenariosInInTheOrderTheyArrived() async {
    let gate = SerialGate(limit: 2)
    #expect(gate.tryEnter(alone: false))
    #expect(gate.tryEnter(alone: false))
    final class Entries: Sendable {
      let state = Mutex<(order: [Int], inside: Int, crowded: Int)>(([], 0, 0))
    }
    let entries = Entries()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<300 {
        group.addTask {
          // Every tenth one runs alone.
          let alone = index % 10 == 9
          await gate.enter(alone: alone)
          entries.state.withLock { state in
            state.order.append(index)
            state.inside += 1
            if state.inside > (alone ? 1 : 2) { state.crowded += 1 }
          }
          await Task.yield()
          entries.state.withLock { $0.inside -= 1 }
          gate.leave(alone: alone)
        }
        // The next one arrives once this one waits.
        while gate.waitingCount < index + 1 { await Task.yield() }
      }
      gate.leave(alone: false)
      gate.leave(alone: false)
    }
    let (order, _, crowded) = entries.state.withLock { $0 }
    #expect(order.count == 300)
    #expect(crowded == 0, "never more than the limit inside, and one that runs alone only alone")
    // Side-by-side scenarios let in together may enter in either order; a serial one never
    // overtakes or is overtaken.
    for (position, index) in order.enumerated() where index % 10 == 9 {
      #expect(position == index, "the serial scenario \(index) came in at \(position)")
    }
    #expect(gate.tryEnter(alone: true), "everyone left")
  }

  static let timeouts = """
    @timeout:0.05
    Feature: Timeouts

      Scenario: Inherits the feature's timeout
        Given a wait of 3600000 ms

      @timeout:30
      Scenario: Overrides it
        Given a wait of 200 ms
    """

  static func waitSteps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a wait of {int} ms") { (_, milliseconds: Int) in
      try await Task.sleep(for: .milliseconds(milliseconds))
    }
    return steps
  }

  @Test func aTimeoutTagSetsTheStepTimeoutOfItsScenarios() async throws {
    let fixture = try RunnerFixture(["timeouts.feature": Self.timeouts])
    var options = RunOptions()
    options.stepTimeout = .seconds(20)
    let outcome = await fixture.run(Self.waitSteps(), options: options)
    #expect(outcome.summary.problems.isEmpty)
    #expect(outcome.stepResults == ["a wait of 3600000 ms: failed", "a wait of 200 ms: passed"])
    #expect(outcome.results.first?.message == "timed out after 0.05s")
  }

  @Test func aTimeoutTagOverridesAShorterStepTimeout() async throws {
    let fixture = try RunnerFixture([
      "slow.feature": """
      Feature: Slow

        @timeout:30
        Scenario: Slower than the run's timeout
          Given a wait of 200 ms
      """
    ])
    var options = RunOptions()
    options.stepTimeout = .milliseconds(20)
    let outcome = await fixture.run(Self.waitSteps(), options: options)
    #expect(outcome.stepResults == ["a wait of 200 ms: passed"])
  }

  @Test(arguments: ["@timeout:soon", "@timeout:0", "@timeout:-3", "@timeout:100000"])
  func anInvalidTimeoutTagIsAProblemAtItsScenario(_ tag: String) async throws {
    let fixture = try RunnerFixture([
      "bad.feature": "Feature: Bad\n\n  \(tag)\n  Scenario: Tagged\n    Given a wait of 1 ms\n"
    ])
    let outcome = await fixture.run(Self.waitSteps())
    #expect(
      outcome.summary.problems.map(\.message) == [
        "\(fixture.path("bad.feature")):4: the tag \(tag) needs a number of seconds above 0 and at "
          + "most 86400, such as @timeout:30"
      ])
    #expect(!outcome.summary.passed)
  }

  @Test func anInvalidSerialTagExpressionIsAProblem() async throws {
    let fixture = try RunnerFixture(["occupancy.feature": Self.occupancy])
    var options = RunOptions()
    options.serialTags = "@serial and"
    let outcome = await fixture.run(Self.occupancySteps(Room()), options: options)
    #expect(
      outcome.summary.problems.first?.message.hasPrefix("serial tags '@serial and': ") == true)
  }
}

/// Who is in, and for each arrival, who else was in when it came and while it stayed.
final class Room: Sendable {
  struct Visit {
    let name: String
    var others: Set<String>
  }

  private struct State {
    var inside: Set<String> = []
    var visits: [Visit] = []
  }

  private let state = Mutex(State())

  var visits: [Visit] { state.withLock { $0.visits } }

  func enter(_ name: String) {
    state.withLock { state in
      for index in state.visits.indices where state.inside.contains(state.visits[index].name) {
        state.visits[index].others.insert(name)
      }
      state.visits.append(Visit(name: name, others: state.inside))
      state.inside.insert(name)
    }
  }

  func leave(_ name: String) { state.withLock { _ = $0.inside.remove(name) } }
}
