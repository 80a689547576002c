import Foundation
import Gherkin
import Synchronization
import Testing

@testable import Acceptance

/// A world that runs on its scenario's executor, and notes the thread each step ran on.
actor ThreadedWorld {
  nonisolated let executor = ScenarioExecutor.current ?? ScenarioExecutor()
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
  /// The runner's executor when the world was made.
  nonisolated let madeOn = ScenarioExecutor.current
  var threads: [ObjectIdentifier] = []

  func noteThread() { threads.append(currentThread()) }
}

/// Blocks the calling thread until `released` is signalled, three seconds at most, as a step that
/// ignores cancellation does.
private func blockThread(until released: DispatchSemaphore) {
  _ = released.wait(timeout: .now() + 3)
}

/// A world with the default executor, which notes the thread each step ran on, and the thread of
/// the executor the runner offered its scenario.
actor DefaultExecutorWorld {
  var threads: [ObjectIdentifier] = []
  var scenarioThreads: [ObjectIdentifier] = []

  func noteThreads() async throws {
    threads.append(currentThread())
    let offered = try #require(ScenarioExecutor.offered)
    // A task of its own, so that this one does not move to the scenario's thread.
    scenarioThreads.append(await Task(executorPreference: offered) { currentThread() }.value)
  }
}

/// Notes the thread on which the runner reports each step's start: the runner's own code.
private final class StepThreadReporter: RunReporter {
  private let noted = Mutex<[ObjectIdentifier]>([])
  var threads: [ObjectIdentifier] { noted.withLock { $0 } }

  func report(_ event: RunEvent) async {
    if case .testStepStarted = event { noted.withLock { $0.append(currentThread()) } }
  }
}

/// The thread this code runs on (a synchronous function: `Thread.current` is not for async code).
private func currentThread() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }

@Suite("Scenario executor")
struct ScenarioExecutorTests {
  static func feature(scenarios: Int) -> String {
    "Feature: Threads\n"
      + (1...scenarios).map { "\n  Scenario: S\($0)\n    Given a step\n    When a step\n" }.joined()
  }

  /// Runs `scenarios` scenarios of two steps with `steps`; returns the summary and each world.
  static func run(
    scenarios: Int, parallel: Int = 1, timeout: Duration = .seconds(10),
    grace: Duration = .seconds(1), _ steps: StepRegistry<ThreadedWorld>,
    reporters: [any RunReporter] = [], worldMade: @escaping @Sendable () -> Void = {}
  ) async throws -> (RunSummary, [ThreadedWorld]) {
    let fixture = try RunnerFixture(["threads.feature": feature(scenarios: scenarios)])
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    options.parallel = parallel
    options.stepTimeout = timeout
    options.stuckStepGrace = grace
    let worlds = Mutex<[ThreadedWorld]>([])
    let summary = await Runner(steps: steps, options: options, reporters: reporters) {
      let world = ThreadedWorld()
      worlds.withLock { $0.append(world) }
      worldMade()
      return world
    }.run()
    return (summary, worlds.withLock { $0 })
  }

  @Test func aScenarioAndItsWorldRunOnTheThreadOfTheRunnersExecutor() async throws {
    let steps = StepRegistry<ThreadedWorld> { steps in
      steps.given("a step") { world in world.noteThread() }
    }
    let reporter = StepThreadReporter()
    let (summary, worlds) = try await Self.run(scenarios: 3, steps, reporters: [reporter])
    #expect(summary.steps == [.passed: 6])
    // Once the world took the executor, the runner's own code runs on its thread too.
    #expect(reporter.threads.count == 6)
    #expect(Set(reporter.threads) == Set(await worlds.first?.threads ?? []))
    #expect(worlds.count == 3)
    for world in worlds {
      #expect(world.madeOn === world.executor)
      let threads = await world.threads
      #expect(threads.count == 2)
      #expect(Set(threads).count == 1)
    }
    // A serial run has one executor, so one thread, for all its scenarios.
    #expect(Set(worlds.map { ObjectIdentifier($0.executor) }).count == 1)
  }

  @Test func aWorldThatKeepsItsDefaultExecutorLeavesTheStepsOnTheGlobalPool() async throws {
    let fixture = try RunnerFixture(["threads.feature": Self.feature(scenarios: 2)])
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let worlds = Mutex<[DefaultExecutorWorld]>([])
    let steps = StepRegistry<DefaultExecutorWorld> { steps in
      steps.given("a step") { world in try await world.noteThreads() }
    }
    let summary = await Runner(steps: steps, options: options, reporters: []) {
      let world = DefaultExecutorWorld()
      worlds.withLock { $0.append(world) }
      return world
    }.run()
    #expect(summary.steps == [.passed: 4])
    // Entering a default actor from the global pool costs no hop; from the scenario's thread it
    // would cost two, so the runner stays off it when no world takes it.
    for world in worlds.withLock({ $0 }) {
      let threads = await world.threads
      let scenarioThreads = await world.scenarioThreads
      #expect(threads.count == 2)
      #expect(Set(threads).isDisjoint(with: scenarioThreads))
    }
  }

  @Test func parallelWorkersEachHaveAThreadOfTheirOwn() async throws {
    let steps = StepRegistry<ThreadedWorld> { steps in
      steps.given("a step") { world in
        world.noteThread()
        // Long enough that both workers are busy at once.
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    let (summary, worlds) = try await Self.run(scenarios: 6, parallel: 2, steps)
    #expect(summary.steps == [.passed: 12])
    var threads: Set<ObjectIdentifier> = []
    for world in worlds {
      let noted = await world.threads
      #expect(Set(noted).count == 1)
      threads.formUnion(noted)
    }
    #expect(threads.count == 2)
    #expect(Set(worlds.map { ObjectIdentifier($0.executor) }).count == 2)
  }

  /// Steps whose first run notes `blocked` and holds its thread until `released` (three seconds
  /// at most), past any short timeout; the others note their thread only.
  static func stepsHoldingTheFirstThread(
    _ blocked: Box<Bool>, until released: DispatchSemaphore
  ) -> StepRegistry<ThreadedWorld> {
    StepRegistry<ThreadedWorld> { steps in
      steps.given("a step") { world in
        world.noteThread()
        if !blocked.value {
          blocked.value = true
          blockThread(until: released)
        }
      }
    }
  }

  @Test func aStepThatHoldsItsThreadPastTheTimeoutLeavesItBehind() async throws {
    let blocked = Box(false)
    let released = DispatchSemaphore(value: 0)
    // The blocked step holds its thread until the next scenario's world is made (if that waited
    // for this thread, the watchdog would stop the run after the grace period, long enough that
    // a busy machine does not).
    let steps = Self.stepsHoldingTheFirstThread(blocked, until: released)
    let (summary, worlds) = try await Self.run(
      scenarios: 2, timeout: .milliseconds(100), grace: .seconds(30), steps,
      worldMade: { if blocked.value { released.signal() } })
    #expect(summary.scenarios == [.failed: 1, .passed: 1])
    try #require(worlds.count == 2)
    // The second scenario did not wait for the blocked thread: it runs on a new one.
    #expect(worlds[0].executor !== worlds[1].executor)
    let first = await worlds[0].threads
    let second = await worlds[1].threads
    #expect(Set(first).isDisjoint(with: second))
  }

  /// Runs one scenario of two steps in each of `calls` calls of one executor of test cases (as the
  /// bridges run each scenario as a test of its own), whose threads come from `pool`; returns the
  /// how many steps of each call's scenario ended with each status, and the worlds.
  static func runCalls(
    _ calls: Int, pool: ScenarioExecutor.Pool, timeout: Duration = .seconds(10),
    grace: Duration = .seconds(1), _ steps: StepRegistry<ThreadedWorld>,
    worldMade: @escaping @Sendable () -> Void = {}
  ) async throws -> ([[StepStatus: Int]], [ThreadedWorld]) {
    let fixture = try RunnerFixture(["threads.feature": feature(scenarios: 1)])
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    options.stepTimeout = timeout
    options.stuckStepGrace = grace
    let worlds = Mutex<[ThreadedWorld]>([])
    let runner = Runner(steps: steps, options: options, reporters: []) { ThreadedWorld() }
    let ids = IdGenerator.incrementing()
    let prepared = runner.prepare(ids: ids)
    let executor = TestCaseExecutor(
      makeWorld: {
        let world = ThreadedWorld()
        worlds.withLock { $0.append(world) }
        worldMade()
        return world
      }, steps: prepared.compiled, options: options, reporters: RunReporters([]),
      interruption: RunInterruption(), executors: pool)
    var statuses: [[StepStatus: Int]] = []
    for _ in 0..<calls {
      for result in await executor.execute(prepared.testCases) {
        let counts = result.stepStatuses
        statuses.append(
          Dictionary(
            uniqueKeysWithValues: StepStatus.allCases.filter { counts[$0] > 0 }.map {
              ($0, counts[$0])
            }))
      }
    }
    return (statuses, worlds.withLock { $0 })
  }

  @Test func scenariosRunOneCallAtATimeShareOneThread() async throws {
    let steps = StepRegistry<ThreadedWorld> { steps in
      steps.given("a step") { world in world.noteThread() }
    }
    let (statuses, worlds) = try await Self.runCalls(3, pool: ScenarioExecutor.Pool(), steps)
    #expect(statuses == Array(repeating: [.passed: 2], count: 3))
    #expect(worlds.count == 3)
    #expect(Set(worlds.map { ObjectIdentifier($0.executor) }).count == 1)
  }

  @Test func aThreadLeftBehindByATimedOutStepIsNotReused() async throws {
    let blocked = Box(false)
    let released = DispatchSemaphore(value: 0)
    defer { released.signal() }
    // The blocked step holds its thread until the second call's world is made. A long grace
    // period, so that a busy machine, slowing the first call's end, does not make the watchdog
    // stop the run for a step still stuck.
    let steps = Self.stepsHoldingTheFirstThread(blocked, until: released)
    let (statuses, worlds) = try await Self.runCalls(
      2, pool: ScenarioExecutor.Pool(), timeout: .milliseconds(100), grace: .seconds(30), steps,
      worldMade: { if blocked.value { released.signal() } })
    #expect(statuses == [[.failed: 1, .skipped: 1], [.passed: 2]])
    try #require(worlds.count == 2)
    #expect(worlds[0].executor !== worlds[1].executor)
  }
}
