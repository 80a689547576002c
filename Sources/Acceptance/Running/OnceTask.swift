import Synchronization

/// Work that runs once, the first time it is asked for; every caller, at once or later, awaits its
/// one result.
final class OnceTask<Value: Sendable>: Sendable {
  private let task = Mutex<Task<Value, Never>?>(nil)

  /// The result of `work`, run now if this is the first call.
  func value(of work: @escaping @Sendable () async -> Value) async -> Value {
    let running = task.withLock { task in
      if let task { return task }
      let started = Task { await work() }
      task = started
      return started
    }
    return await running.value
  }
}
