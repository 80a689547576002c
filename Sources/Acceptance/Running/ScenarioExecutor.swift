import Foundation
import Synchronization

/// A thread that runs one scenario at a time: the runner's code for its steps, and, when the world is
/// an actor that asks for it, the world and everything isolated to it, so that a step costs no
/// thread hand-off.
///
/// The runner makes it ``current`` for each worker's scenarios. A world actor makes it its own
/// executor:
///
/// ```swift
/// actor MyWorld {
///   private nonisolated let executor = ScenarioExecutor.current ?? ScenarioExecutor()
///   nonisolated var unownedExecutor: UnownedSerialExecutor {
///     executor.asUnownedSerialExecutor()
///   }
/// }
/// ```
///
/// Asking for ``current`` takes the executor: from then on the runner runs the worker's steps on
/// its thread too (isolated to it, with it as their task executor), so that calls from a step into
/// the world, and the tasks the world starts, run there in turn instead of hopping between the
/// threads of the global pool.
/// A world that keeps its default executor leaves the steps on the global pool, where a default
/// actor is entered without a hop.
///
/// Once the scenarios it was offered to have ended, the runner keeps it for later ones (up to eight
/// idle), so that scenarios run one call at a time, as the bridges run them, do not start a thread
/// each; one that a timed-out step may still hold is never reused. The thread ends when the
/// executor is no longer used (no actor, no job and no pool holds it).
public final class ScenarioExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
  /// The executor of the scenario running in this task, if the runner runs it. Asking for it takes
  /// it: the runner then runs the worker's steps on its thread too.
  public static var current: ScenarioExecutor? {
    let executor = offered
    executor?.take()
    return executor
  }

  /// The executor the runner offers to the scenario running in this task.
  @TaskLocal static var offered: ScenarioExecutor?

  private let queue = JobQueue()

  /// Starts a thread of its own.
  public init() {
    let (queue, serial, task) = (queue, asUnownedSerialExecutor(), asUnownedTaskExecutor())
    let thread = Thread { queue.runUntilClosed(serial: serial, task: task) }
    thread.name = "acceptance scenario"
    thread.start()
  }

  deinit { queue.close() }

  /// Executors whose scenarios ended, kept for the next ones, so that scenarios run one call at a
  /// time (the bridges run each as a test of its own) do not start a thread each.
  final class Pool: Sendable {
    /// The pool of the process.
    static let shared = Pool()

    private let idle = Mutex<[ScenarioExecutor]>([])
    /// The most executors kept idle.
    private let limit: Int

    init(limit: Int = 8) { self.limit = limit }

    /// An idle executor, or a new one.
    func take() -> ScenarioExecutor { idle.withLock { $0.popLast() } ?? ScenarioExecutor() }

    /// Keeps `executor`, not taken any more, for another call's scenarios once the scenarios it
    /// was offered to have ended (never one that a timed-out step may still hold).
    func give(_ executor: ScenarioExecutor) {
      executor.queue.release()
      idle.withLock { idle in
        if idle.count < limit { idle.append(executor) }
      }
    }
  }

  /// Whether code asked for it as ``current``, meaning to run on it: a world made the runner's
  /// executor its own.
  var isTaken: Bool { queue.isTaken }

  private func take() { queue.take() }

  public func enqueue(_ job: consuming ExecutorJob) { queue.push(UnownedJob(job)) }

  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  public func asUnownedTaskExecutor() -> UnownedTaskExecutor {
    UnownedTaskExecutor(ordinary: self)
  }
}

/// The jobs waiting for a ``ScenarioExecutor``'s thread, behind a lock the thread waits on.
private final class JobQueue: @unchecked Sendable {
  // Every access to the variables holds `condition`'s lock; that is what makes the class Sendable.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var closed = false
  private var taken = false

  var isTaken: Bool { locked { taken } }

  func take() { locked { taken = true } }

  func release() { locked { taken = false } }

  func push(_ job: UnownedJob) {
    locked {
      jobs.append(job)
      condition.signal()
    }
  }

  func close() {
    locked {
      closed = true
      condition.signal()
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }

  /// Runs the jobs in order, isolated to `serial` and with `task` as their task executor, until
  /// the queue is closed and empty. (A waiting job holds what keeps both executors alive.)
  func runUntilClosed(serial: UnownedSerialExecutor, task: UnownedTaskExecutor) {
    var batch: [UnownedJob] = []
    while true {
      condition.lock()
      while jobs.isEmpty && !closed { condition.wait() }
      if jobs.isEmpty {
        condition.unlock()
        return
      }
      swap(&batch, &jobs)
      condition.unlock()
      for job in batch { job.runSynchronously(isolatedTo: serial, taskExecutor: task) }
      batch.removeAll(keepingCapacity: true)
    }
  }
}

/// A ``ScenarioExecutor``'s thread as an actor. Once a world has taken the executor, the runner
/// runs the worker's test cases isolated to it: the runner's functions run on their caller's actor,
/// so they and the world, on one executor, call each other without a switch of executors, where
/// from code that no actor isolates each call into the world, and each return, queued a job.
actor ScenarioThread {
  private let executor: ScenarioExecutor

  init(_ executor: ScenarioExecutor) { self.executor = executor }

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// Runs `body` isolated to this thread.
  func run(_ body: () async -> Void) async { await body() }
}
