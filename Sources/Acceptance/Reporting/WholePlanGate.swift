import Foundation
import Synchronization

/// The events of a run whose reporters need the whole plan first (``RunReporter/needsWholePlan``),
/// held back while a planning thread makes that plan: the run starts each test case as soon as it
/// is planned, and the reporters still receive ``RunEvent/runStarted(_:)`` with the whole plan
/// first, then every event in order, each reported with the time it happened (``RunEventTime``).
final class WholePlanGate: Sendable {
  /// An event, and when it happened.
  struct Entry: Sendable {
    let event: RunEvent
    let time: Date
  }

  /// What becomes of an event sent through the gate.
  enum Admission {
    /// Held until the plan is whole.
    case held
    /// Passed on as it comes: the held events have been passed on already.
    case passed
    /// The plan is whole: these go to the reporters, the run's start first and the event last.
    case released([Entry])
  }

  private struct State {
    /// The events held, in order, after a place for ``RunEvent/runStarted(_:)`` (filled when they
    /// are released), with an empty ``RunEvent/testCasesReady(_:)`` where the whole plan's goes.
    var held: [Entry]
    /// The place in ``held`` of the empty ``RunEvent/testCasesReady(_:)``, once it is held.
    var readyPlace: Int?
    var plan: RunPlan?
    var released = false
    /// Whether ``testCasesWillRun()`` was called: once it was and the events are released, the
    /// gate needs the plan no more, and lets it go, so that the run does not hold it to its end.
    var testCasesListed = false
  }

  private let started: Date
  private let state: Mutex<State>

  /// A gate for a run that started at `started`.
  init(startedAt started: Date) {
    self.started = started
    state = Mutex(State(held: [Entry(event: .testCasesReady([]), time: started)]))
  }

  /// Takes the whole plan, from the planning thread; the next event sent releases the held ones.
  func planned(_ plan: RunPlan) { state.withLock { $0.plan = plan } }

  /// Marks the place of ``RunEvent/testCasesReady(_:)``, which lists the test cases of the whole
  /// plan: after the `beforeAll` hooks, before the first test case. Returns what goes to the
  /// reporters now: nothing while the plan is not whole; else the held events with it last, or it
  /// alone when they went already (the plan was made while the hooks ran).
  func testCasesWillRun() -> [Entry] {
    let time = Date()
    return state.withLock { state in
      state.testCasesListed = true
      if state.released, let plan = state.plan {
        state.plan = nil
        return [Entry(event: .testCasesReady(plan.testCases), time: time)]
      }
      state.readyPlace = state.held.count
      state.held.append(Entry(event: .testCasesReady([]), time: time))
      return state.plan == nil ? [] : Self.release(&state, started: started)
    }
  }

  /// Holds `event`, passes it, or releases it with the held ones.
  func admit(_ event: RunEvent) -> Admission {
    state.withLock { state in
      // Once the events are released, the gate only passes them on: no time to take.
      if state.released { return .passed }
      state.held.append(Entry(event: event, time: Date()))
      guard state.plan != nil else { return .held }
      return .released(Self.release(&state, started: started))
    }
  }

  /// The held events, once the plan is whole (at the end of the run, when no event came after
  /// it); none when they were released already.
  func release() -> [Entry] {
    state.withLock { state in
      state.released ? [] : Self.release(&state, started: started)
    }
  }

  private static func release(_ state: inout State, started: Date) -> [Entry] {
    guard let plan = state.plan else { return [] }
    state.released = true
    // The held events are moved out, not copied (tens of thousands of them while a large plan is
    // made): the run's start and the whole plan's test cases fill their places.
    var entries: [Entry] = []
    swap(&entries, &state.held)
    entries[0] = Entry(event: .runStarted(plan), time: started)
    if let place = state.readyPlace {
      entries[place] = Entry(event: .testCasesReady(plan.testCases), time: entries[place].time)
    }
    if state.testCasesListed { state.plan = nil }
    return entries
  }
}
