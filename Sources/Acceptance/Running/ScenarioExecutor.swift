import Foundation

/// A thread that runs one scenario at a time: the runner's code for its steps, and, when the world is
/// an actor that asks for it, the world and everything isolated to it, so that a step costs no
/// thread hand-off.
///
/// The runner runs each worker's scenarios with this executor as their task executor and as
/// ``current``. A world actor makes it its own executor:
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
/// Then calls from a step into the world, and the tasks the world starts, run on the scenario's
/// thread, in turn, instead of hopping between the threads of the global pool. A world that keeps
/// its default executor still works; its calls cost the hops.
///
/// The thread ends when the executor is no longer used (no actor and no job holds it).
public final class ScenarioExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
  /// The executor of the scenario running in this task, if the runner runs it.
  @TaskLocal public static var current: ScenarioExecutor?

  private let queue: JobQueue

  /// Starts a thread of its own.
  public init() {
    queue = JobQueue()
    let queue = queue
    let thread = Thread { queue.runUntilClosed() }
    thread.name = "acceptance scenario"
    thread.start()
  }

  deinit { queue.close() }

  public func enqueue(_ job: consuming ExecutorJob) {
    queue.push(UnownedJob(job), executor: self)
  }

  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }

  public func asUnownedTaskExecutor() -> UnownedTaskExecutor {
    UnownedTaskExecutor(ordinary: self)
  }
}

/// The jobs waiting for a ``ScenarioExecutor``'s thread, behind a lock the thread waits on.
private final class JobQueue: @unchecked Sendable {
  // Every access to `jobs` and `closed` holds `condition`'s lock.
  private let condition = NSCondition()
  private var jobs: [(UnownedJob, UnownedSerialExecutor, UnownedTaskExecutor)] = []
  private var closed = false

  func push(_ job: UnownedJob, executor: ScenarioExecutor) {
    let entry = (job, executor.asUnownedSerialExecutor(), executor.asUnownedTaskExecutor())
    condition.lock()
    jobs.append(entry)
    condition.signal()
    condition.unlock()
  }

  func close() {
    condition.lock()
    closed = true
    condition.signal()
    condition.unlock()
  }

  /// Runs the jobs in order until the queue is closed and empty.
  func runUntilClosed() {
    var batch: [(UnownedJob, UnownedSerialExecutor, UnownedTaskExecutor)] = []
    while true {
      condition.lock()
      while jobs.isEmpty && !closed { condition.wait() }
      if jobs.isEmpty {
        condition.unlock()
        return
      }
      swap(&batch, &jobs)
      condition.unlock()
      for (job, serial, task) in batch {
        job.runSynchronously(isolatedTo: serial, taskExecutor: task)
      }
      batch.removeAll(keepingCapacity: true)
    }
  }
}
