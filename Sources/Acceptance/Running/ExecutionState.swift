import Synchronization

/// The state of the test case attempt being run, handed from one worker to the next after a
/// timeout.
final class CaseProgress<World: Sendable>: Sendable {
  struct State: Sendable {
    var world: World?
    var worldError: String?
    var worst = StepStatus.passed
    var stepStatuses = StepStatusCounts()

    var result: TestCaseResult { TestCaseResult(status: worst, stepStatuses: stepStatuses) }
  }

  /// The attempt this progress is of.
  let attempt: TestCaseAttempt
  private let state = Mutex(State())

  init(attempt: TestCaseAttempt) { self.attempt = attempt }

  var snapshot: State { state.withLock { $0 } }

  func update(_ change: (inout State) -> Void) { state.withLock { change(&$0) } }
}

/// The test case a worker runs: its place in the run, its plan and its attempt in progress.
struct RunningCase<World: Sendable>: Sendable {
  let index: Int
  let planned: PlannedTestCase
  let progress: CaseProgress<World>
}

/// What the workers of one execution share: the results so far and the test case in progress.
final class ExecutionState<World: Sendable>: Sendable {
  private let state = Mutex<(results: [TestCaseResult], current: RunningCase<World>?)>(([], nil))

  var results: [TestCaseResult] { state.withLock { $0.results } }

  var current: RunningCase<World>? {
    get { state.withLock { $0.current } }
    set { state.withLock { $0.current = newValue } }
  }

  func append(_ result: TestCaseResult) { state.withLock { $0.results.append(result) } }
}
