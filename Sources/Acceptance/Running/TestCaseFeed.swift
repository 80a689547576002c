import Foundation

/// Hands out the test cases of a run, in run order and numbered from 0, to the workers that run
/// them: from a list planned before the run, or one by one as a planning thread plans them.
///
/// A planning thread ``send(_:plan:)``s the test cases of each file and waits while `capacity` of
/// them are waiting for a worker, so that the run holds a few test cases at a time, not all of
/// them; it calls ``finish()`` after the last file, and may then free what the feed still holds
/// with ``forgetAfterStop()``. Workers take them with ``next()``, waiting for the planner when it
/// is behind.
final class TestCaseFeed<Element: Sendable>: @unchecked Sendable {
  /// A test case, its place in the run, and the plan of its file when it is the file's first
  /// test case in a run that plans as it goes. (A struct, not a tuple: the metadata of a tuple of
  /// a generic type is looked up anew at each use.)
  struct Item: Sendable {
    let index: Int
    let testCase: Element
    let plan: RunPlan?
  }

  /// A test case waiting for a worker, with the plan of its file.
  private struct Waiting {
    let testCase: Element
    let plan: RunPlan?
  }

  // Every access to the variables below holds `condition`'s lock; that is what makes the class
  // Sendable. The planning thread waits on the condition for room; workers wait as continuations.
  private let condition = NSCondition()
  private var waiting: [Waiting]
  private var head = 0
  private var handedOut = 0
  private var finished: Bool
  private var stopped = false
  private var workers: [CheckedContinuation<Item?, Never>] = []
  private let capacity: Int

  /// A feed of `cases`, all planned already.
  init(_ cases: [Element]) {
    waiting = cases.map { Waiting(testCase: $0, plan: nil) }
    finished = true
    capacity = max(cases.count, 1)
  }

  /// A feed that a planning thread fills, holding at most `capacity` test cases that no worker
  /// has taken yet.
  init(capacity: Int) {
    waiting = []
    finished = false
    self.capacity = max(capacity, 1)
  }

  /// Adds the test cases of one file, in order, the first with the `plan` of its file, once fewer
  /// than `capacity` test cases wait for a worker (one lock and one wake-up per file, not per test
  /// case); after ``stop()`` they are dropped.
  func send(_ testCases: [Element], plan: RunPlan? = nil) {
    guard !testCases.isEmpty else { return }
    // The test cases handed out are forgotten here, so that those that have run are freed on the
    // planning thread, which made them (where freeing them costs least), not on a worker's; and
    // after the lock is released, so that no worker waits for the lock meanwhile.
    var handedOutBefore: [Waiting] = []
    defer { handedOutBefore.removeAll() }
    condition.lock()
    while waiting.count - head >= capacity && !stopped { condition.wait() }
    guard !stopped else {
      condition.unlock()
      return
    }
    // Only when they are at least as many as the waiting ones, which are copied: a planner that
    // runs far ahead (a whole-plan run) copies each waiting test case a few times, not at each file.
    if head > 0, head >= waiting.count - head {
      handedOutBefore = waiting
      waiting = Array(waiting[head...])
      head = 0
    }
    // Workers wait only when nothing does, so the first test cases go to them, in turn.
    var handed: [(worker: CheckedContinuation<Item?, Never>, item: Item)] = []
    for (offset, testCase) in testCases.enumerated() {
      let plan = offset == 0 ? plan : nil
      guard workers.isEmpty else {
        handed.append(
          (workers.removeFirst(), Item(index: handedOut, testCase: testCase, plan: plan)))
        handedOut += 1
        continue
      }
      waiting.append(Waiting(testCase: testCase, plan: plan))
    }
    condition.unlock()
    for (worker, item) in handed { worker.resume(returning: item) }
  }

  /// Waits for ``stop()``, then forgets the test cases held, so that the calling thread (the
  /// planning one, done planning) frees them, not the one that ends the run.
  func forgetAfterStop() {
    var held: [Waiting] = []
    condition.lock()
    while !stopped { condition.wait() }
    swap(&held, &waiting)
    head = 0
    condition.unlock()
    held.removeAll()
  }

  /// Says that no test case follows.
  func finish() { end { finished = true } }

  /// Hands out no more test cases (`--fail-fast`, an interruption); a planning thread that waits
  /// for room goes on, and what it sends is dropped.
  func stop() { end { stopped = true } }

  /// Whether ``stop()`` was called.
  var isStopped: Bool { locked { stopped } }

  /// Makes `mark` (an end) under the lock, wakes a planning thread that waits for room, and tells
  /// the waiting workers that nothing more comes.
  private func end(_ mark: () -> Void) {
    let idle = locked {
      mark()
      condition.broadcast()
      defer { workers = [] }
      return workers
    }
    for worker in idle { worker.resume(returning: nil) }
  }

  /// The next test case, waiting for the planner if needed; `nil` at the end or after ``stop()``.
  func next() async -> Item? {
    switch takeAndWake() {
    case .item(let item): return item
    case .end: return nil
    case .wait: break
    }
    return await withCheckedContinuation { worker in
      let taken = takeAndWake { workers.append(worker) }
      switch taken {
      case .item(let item): worker.resume(returning: item)
      case .end: worker.resume(returning: nil)
      case .wait: break
      }
    }
  }

  /// What a worker finds.
  private enum Taken {
    case item(Item)
    case end
    case wait
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }

  /// Takes the next waiting test case, calling `waits` under the lock if there is none yet; then,
  /// with the lock released, wakes the planning thread if it is time.
  ///
  /// The planning thread, waiting for room, is woken when half the room is free, not at every
  /// test case taken, so that it plans in bursts; and after the lock is released, so that it does
  /// not wake only to wait for the lock. (It did: it then waited for the core of the worker that
  /// held the lock, while a worker on the other core ran out of test cases and left it idle.)
  private func takeAndWake(orElse waits: () -> Void = {}) -> Taken {
    let (taken, wakesPlanner) = locked { () -> (Taken, Bool) in
      if stopped { return (.end, false) }
      guard head < waiting.count else {
        if finished { return (.end, false) }
        waits()
        return (.wait, false)
      }
      let next = waiting[head]
      head += 1
      defer { handedOut += 1 }
      let item = Item(index: handedOut, testCase: next.testCase, plan: next.plan)
      return (.item(item), waiting.count - head == capacity / 2)
    }
    if wakesPlanner { condition.signal() }
    return taken
  }
}
