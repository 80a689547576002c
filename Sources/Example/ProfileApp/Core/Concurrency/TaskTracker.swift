/// Runs the asynchronous work presenters start and lets tests await its end, with no polling.
///
/// ```swift
/// app.tasks.run { await self.login(request) }   // in a presenter
/// await app.tasks.waitUntilIdle()                // in a test or the harness
/// ```
@MainActor
public final class TaskTracker {
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Called after a task starts and after one finishes; drivers use it to re-check what they await.
  public var onChange: (@MainActor () -> Void)?

  /// Creates a tracker with nothing running.
  public init() {}

  /// How many tracked tasks have not finished.
  public var runningCount: Int { running.count }

  /// Whether every tracked task has finished.
  public var isIdle: Bool { running.isEmpty }

  /// Starts `operation` on the main actor and tracks it until it finishes.
  @discardableResult
  public func run(_ operation: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never>
  {
    let id = nextID
    nextID += 1
    let task = Task { @MainActor in
      await operation()
      self.finish(id)
    }
    // The task starts no earlier than the next suspension of the main actor, so it is registered first.
    running[id] = task
    onChange?()
    return task
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

  private func finish(_ id: Int) {
    running[id] = nil
    if running.isEmpty {
      let waiters = idleWaiters
      idleWaiters = []
      for waiter in waiters { waiter.resume() }
    }
    onChange?()
  }
}
