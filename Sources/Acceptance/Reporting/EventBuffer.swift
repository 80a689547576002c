import Synchronization

/// Holds the events of the test case a worker of a parallel run is running, until every test case
/// before it has been reported (see ``ParallelExecution``).
///
/// Events are moved in, not copied: a worker's ``RunReporters`` hand each event they are sent
/// straight to its buffer.
final class EventBuffer: Sendable {
  private let collected = Mutex<[RunEvent]>([])

  /// Keeps `event`, after the ones before it.
  func append(_ event: consuming RunEvent) {
    var moving = Optional(event)
    collected.withLock { events in
      if let event = moving.take() { events.append(event) }
    }
  }

  /// The events so far, which it forgets, making room for as many in the next test case (so that
  /// its events are not copied each time the buffer grows).
  func drain() -> [RunEvent] {
    collected.withLock { events in
      defer {
        let count = events.count
        events = []
        events.reserveCapacity(count)
      }
      return events
    }
  }
}
