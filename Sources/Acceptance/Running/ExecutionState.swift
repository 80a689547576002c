import Synchronization

/// How the attempt being run stands: what its steps ended with so far, and why its world could not
/// be made, if so. Not generic in the world, unlike ``CaseProgress``, so that the executor reads and
/// updates it at every step without looking up type metadata (a lookup that takes a lock the
/// workers of a parallel run share).
struct CaseOutcome: Sendable {
  var worldError: String?
  var worst = StepStatus.passed
  var stepStatuses = StepStatusCounts()

  var result: TestCaseResult { TestCaseResult(status: worst, stepStatuses: stepStatuses) }
}

/// The state of the test case attempt being run, handed from one worker to the next after a
/// timeout.
final class CaseProgress<World: Sendable>: Sendable {
  /// The attempt this progress is of.
  let attempt: TestCaseAttempt
  private let outcome = Mutex(CaseOutcome())
  /// The world, once made: a ``WorldBox``, held as a plain object (see ``PlainObjects``).
  private let madeWorld = Mutex<(any AnyObject & Sendable)?>(nil)

  init(attempt: TestCaseAttempt) { self.attempt = attempt }

  /// How the attempt stands now.
  var snapshot: CaseOutcome { outcome.withLock { $0 } }

  func update(_ change: (inout CaseOutcome) -> Void) { outcome.withLock { change(&$0) } }

  /// The world of the attempt, once made; read once per attempt, not at each step.
  var world: WorldBox<World>? {
    get {
      guard let object = madeWorld.withLock({ $0 }) else { return nil }
      return unsafeDowncast(object, to: WorldBox<World>.self)
    }
    set { madeWorld.withLock { $0 = newValue } }
  }
}

/// The world of an attempt, in a box that the executor passes to each step: its code is generic in
/// the world and runs unspecialized, where an optional world (of a type whose size is not known)
/// made the runtime look up the metadata of `Optional<World>` at every step, and an optional box
/// (a reference) does not.
final class WorldBox<World: Sendable>: Sendable {
  let world: World

  init(_ world: World) { self.world = world }
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
