/// Runs the asynchronous work presenters start, on the actor the app is confined to, and lets
/// tests await its end, with no polling.
///
/// The app's objects are not `Sendable`: they live on one actor, the main actor in an app or a
/// scenario's own world in the acceptance suite, so that scenarios run in parallel with no hand-off
/// between threads. Every task the tracker starts runs on that actor too.
///
/// ```swift
/// app.tasks.run { await self.login(request) }   // in a presenter
/// await app.tasks.waitUntilIdle()                // in a test or the harness
/// ```
public final class TaskTracker {
  /// The actor the app's objects, and so this tracker's tasks, are confined to.
  public unowned let isolation: any Actor
  /// Where the tasks' code that is not isolated to ``isolation`` runs (a clock's sleep, a
  /// nonisolated call), if not on the global executor.
  public let taskExecutor: (any TaskExecutor)?
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Called after a task starts and after one finishes; drivers use it to re-check what they await.
  public var onChange: (() -> Void)?

  /// Creates a tracker with nothing running, whose tasks run on `isolation` (not retained: the
  /// app's owner keeps it alive), preferring `taskExecutor` for their code that is not isolated
  /// to it: a test that runs the app on a thread of its own keeps all of it there.
  public init(isolation: any Actor, taskExecutor: (any TaskExecutor)? = nil) {
    self.isolation = isolation
    self.taskExecutor = taskExecutor
  }

  /// How many tracked tasks have not finished.
  public var runningCount: Int { running.count }

  /// Whether every tracked task has finished.
  public var isIdle: Bool { running.isEmpty }

  /// Starts `operation` on ``isolation`` and tracks it until it finishes. Must be called on
  /// ``isolation``, as everything in the app is; it stops the program otherwise.
  ///
  /// Write `operation` without a capture list: with one, Swift 6.3 runs the closure on the global
  /// executor instead of its caller's actor (swiftlang/swift#87097), where the app's objects must
  /// not be touched. A tracked task may hold its presenter strongly: it ends with its request, and
  /// the app's owner cancels what is still running when it is done.
  @discardableResult
  public func run(_ operation: @escaping () async -> Void) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    let work = ConfinedWork(tracker: self, operation: operation)
    let taskExecutor = taskExecutor
    let task = isolation.assumeIsolated { actor in
      // A task that captures the isolated parameter runs on that actor; the main actor seen as
      // `any Actor` is the exception (Swift 6.3 runs such a task on the global executor), so it
      // is named.
      actor === MainActor.shared
        ? Task { @MainActor in await work.run(id) }
        : Self.start(work, id: id, on: actor, preferring: taskExecutor)
    }
    // The task starts no earlier than the actor's next suspension, so it is registered first.
    running[id] = task
    onChange?()
    return task
  }

  /// A task for `work` on `actor` (captured, so that the task runs there), preferring
  /// `taskExecutor` for the code it calls that is not isolated to the actor.
  private static func start(
    _ work: ConfinedWork, id: Int, on actor: isolated any Actor,
    preferring taskExecutor: (any TaskExecutor)?
  ) -> Task<Void, Never> {
    Task(executorPreference: taskExecutor) {
      _ = actor
      await work.run(id)
    }
  }

  /// Cancels every tracked task.
  public func cancelAll() {
    for task in running.values { task.cancel() }
  }

  /// Returns once no tracked task is running.
  public func waitUntilIdle() async {
    if running.isEmpty { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  fileprivate func finish(_ id: Int) {
    running[id] = nil
    if running.isEmpty {
      let waiters = idleWaiters
      idleWaiters = []
      for waiter in waiters { waiter.resume() }
    }
    onChange?()
  }
}

/// A tracked operation and its tracker, handed to a task that runs on the tracker's actor.
///
/// Neither is `Sendable`; the task may hold them because it runs on the actor they are confined to,
/// which ``TaskTracker/run(_:)`` checks (`assumeIsolated`) before it starts the task: they are never
/// used from two places at once.
private struct ConfinedWork: @unchecked Sendable {
  let tracker: TaskTracker
  let operation: () async -> Void

  /// Runs the operation, then tells the tracker that task `id` has finished.
  func run(_ id: Int) async {
    await operation()
    tracker.finish(id)
  }
}
