import Synchronization

/// Runs test cases on several workers at once while the reporters still see a serial run: each
/// test case's events are held until every test case before it has been reported, then passed on in
/// one piece, so that console output stays grouped per scenario and in the defined order, and the
/// messages equal a serial run's apart from ids and times. A scenario that must run alone
/// (``RunOptions/serialTags``) waits for the running ones to finish, and the others wait for it.
struct ParallelExecution<World: Sendable>: Sendable {
  let executor: TestCaseExecutor<World>
  let workers: Int

  /// Runs the test cases of `feed` on `workers` tasks and returns the results in run order.
  func execute(_ feed: TestCaseFeed<PlannedTestCase>) async -> [TestCaseResult] {
    let sequencer = EventSequencer(reporters: executor.reporters)
    let gate = SerialGate()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<max(1, workers) {
        group.addTask {
          // Each worker runs its test cases on a thread of its own (its watchdog's), and holds
          // each one's events until it ends, when they go to the sequencer.
          let buffer = EventBuffer()
          let worker = executor.worker(
            reportingTo: executor.reporters.isEmpty
              ? RunReporters([]) : RunReporters(collectingInto: buffer))
          let boundaries = TestCaseExecutor<World>.Boundaries(
            starting: { await gate.enter(alone: $0.runsAlone) },
            ended: { index, planned, result in
              gate.leave(alone: planned.runsAlone)
              await sequencer.deliver(index, events: buffer.drain(), result: result)
            })
          _ = await worker.execute(feed, boundaries: boundaries)
        }
      }
    }
    return sequencer.results
  }
}

/// Passes the events of ended test cases to the reporters in run order.
private final class EventSequencer: Sendable {
  /// The events and result of a test case that ended, waiting for the ones before it. (A struct,
  /// not a tuple: a tuple is copied and destroyed through the runtime's generic functions.)
  private struct Ended {
    let events: [RunEvent]
    let result: TestCaseResult?
  }

  private struct State {
    var waiting: [Int: Ended] = [:]
    var nextToReport = 0
    var draining = false
    var delivered: [TestCaseResult] = []

    /// The waiting test cases that come next in order, which it forgets; when there are none, the
    /// drain is over.
    mutating func takeReady() -> [[RunEvent]] {
      var ready: [[RunEvent]] = []
      while let ended = waiting.removeValue(forKey: nextToReport) {
        nextToReport += 1
        if let result = ended.result { delivered.append(result) }
        ready.append(ended.events)
      }
      if ready.isEmpty { draining = false }
      return ready
    }
  }

  private let reporters: RunReporters
  private let state = Mutex(State())

  init(reporters: RunReporters) { self.reporters = reporters }

  /// Takes the events and result of the test case at `index`; reports them, and those of the
  /// test cases after it that ended already, once every test case before it has been reported.
  func deliver(_ index: Int, events: [RunEvent], result: TestCaseResult?) async {
    // One delivery drains, the others only leave their events, so that no two test cases'
    // events interleave.
    var ready = state.withLock { state -> [[RunEvent]] in
      state.waiting[index] = Ended(events: events, result: result)
      guard !state.draining else { return [] }
      state.draining = true
      return state.takeReady()
    }
    while !ready.isEmpty {
      for events in ready {
        for event in events { await reporters.send(event) }
      }
      ready = state.withLock { $0.takeReady() }
    }
  }

  /// The results reported so far, in run order; with `--fail-fast`, test cases that did not run
  /// are absent.
  var results: [TestCaseResult] { state.withLock { $0.delivered } }
}
