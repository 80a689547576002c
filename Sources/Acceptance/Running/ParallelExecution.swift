import Synchronization

/// Runs test cases on several workers at once while the reporters still see a serial run: each
/// test case's events are held until every test case before it has been reported, then passed on in
/// one piece, so that console output stays grouped per scenario and in the defined order, and the
/// messages equal a serial run's apart from ids and times. A scenario that must run alone
/// (``RunOptions/serialTags``) waits for the running ones to finish, and the others wait for it.
struct ParallelExecution<World: Sendable>: Sendable {
  let executor: TestCaseExecutor<World>
  let workers: Int

  /// Runs `cases` on `workers` tasks and returns the results in the order of `cases`.
  func execute(_ cases: [PlannedTestCase<World>]) async -> [TestCaseResult] {
    let queue = WorkQueue(count: cases.count)
    let sequencer = EventSequencer(reporters: executor.reporters, count: cases.count)
    let gate = SerialGate()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<max(1, min(workers, cases.count)) {
        group.addTask {
          // One watchdog for all the test cases of this worker, so that a step that timed out in
          // one is still watched in the next ones, and stops the run if it never ends.
          let watchdog = executor.watchdog(for: cases)
          while !executor.interruption.isInterrupted, let index = queue.next() {
            let buffer = EventBuffer()
            let worker = TestCaseExecutor(
              makeWorld: executor.makeWorld, steps: executor.steps, options: executor.options,
              reporters: [buffer], ids: executor.ids, interruption: executor.interruption)
            let results = await gate.run(alone: cases[index].runsAlone) {
              await worker.execute(cases, only: index..<index + 1, watchdog: watchdog)
            }
            if executor.options.failFast, results.contains(where: \.status.isProblem) {
              queue.stop()
            }
            await sequencer.deliver(index, events: buffer.events, results: results)
          }
        }
      }
    }
    return await sequencer.results
  }
}

/// Hands out the indices of the test cases to the workers, one at a time.
private final class WorkQueue: Sendable {
  private let state: Mutex<(next: Int, count: Int)>

  init(count: Int) { state = Mutex((0, count)) }

  func next() -> Int? {
    state.withLock { state in
      guard state.next < state.count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Hands out no more indices (`--fail-fast`).
  func stop() { state.withLock { $0.count = $0.next } }
}

/// Collects the events of one test case.
private final class EventBuffer: RunReporter {
  private let collected = Mutex<[RunEvent]>([])

  var events: [RunEvent] { collected.withLock { $0 } }

  func report(_ event: RunEvent) async { collected.withLock { $0.append(event) } }
}

/// Passes the events of finished test cases to the reporters in test case order.
private actor EventSequencer {
  private let reporters: [any RunReporter]
  private var waiting: [Int: ([RunEvent], [TestCaseResult])] = [:]
  private var nextToReport = 0
  private var draining = false
  private var delivered: [TestCaseResult] = []
  private let count: Int

  init(reporters: [any RunReporter], count: Int) {
    self.reporters = reporters
    self.count = count
  }

  func deliver(_ index: Int, events: [RunEvent], results: [TestCaseResult]) async {
    waiting[index] = (events, results)
    // The actor is reentrant across the reporters' awaits: one delivery drains, the others only
    // leave their events, so that no two test cases' events interleave.
    guard !draining else { return }
    draining = true
    defer { draining = false }
    while let (events, results) = waiting.removeValue(forKey: nextToReport) {
      nextToReport += 1
      delivered += results
      for event in events {
        for reporter in reporters { await reporter.report(event) }
      }
    }
  }

  /// The results reported so far; with `--fail-fast`, later test cases that did not run are absent.
  var results: [TestCaseResult] { delivered }
}
