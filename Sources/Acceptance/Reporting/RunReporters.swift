import Foundation

/// The reporters of a run, sorted by how they take events: the synchronous ones with a plain call,
/// the others with an `await`; in a run that plans while it runs for reporters that need the whole
/// plan first, behind the ``WholePlanGate`` that holds the events until the plan is whole.
struct RunReporters: Sendable {
  /// All of them, in the order given.
  let all: [any RunReporter]
  private let synchronous: [any SynchronousRunReporter]
  /// The same ones that stamp events with the time they happened (the Messages reporter), as
  /// such, at the same places; `nil` for the others. A cast to the class, not to a protocol: the
  /// first cast of a type to a protocol it does not conform to scans every conformance in the
  /// binary (half a million instructions at each start).
  private let timestamping: [MessageReporter?]
  private let suspending: [any RunReporter]
  private let gate: WholePlanGate?
  /// Where the events go instead, moved, for a worker of a parallel run.
  private let buffer: EventBuffer?

  init(_ reporters: [any RunReporter]) {
    var synchronous: [any SynchronousRunReporter] = []
    var suspending: [any RunReporter] = []
    for reporter in reporters {
      if let reporter = reporter as? any SynchronousRunReporter {
        synchronous.append(reporter)
      } else {
        suspending.append(reporter)
      }
    }
    self.init(all: reporters, synchronous: synchronous, suspending: suspending, gate: nil)
  }

  /// Reporters that keep every event in `buffer`: those of a worker of a parallel run.
  init(collectingInto buffer: EventBuffer) {
    self.init(all: [], synchronous: [], suspending: [], gate: nil, buffer: buffer)
  }

  private init(
    all: [any RunReporter], synchronous: [any SynchronousRunReporter],
    suspending: [any RunReporter], gate: WholePlanGate?, buffer: EventBuffer? = nil
  ) {
    self.all = all
    self.synchronous = synchronous
    timestamping = synchronous.map { $0 as? MessageReporter }
    self.suspending = suspending
    self.gate = gate
    self.buffer = buffer
  }

  /// The same reporters, behind `gate`.
  func held(by gate: WholePlanGate) -> RunReporters {
    RunReporters(all: all, synchronous: synchronous, suspending: suspending, gate: gate)
  }

  var isEmpty: Bool { all.isEmpty && buffer == nil }

  /// Sends `event`, which the caller gives up: a worker's reporters move it into their buffer,
  /// the others ``send(_:)`` it.
  @inline(__always)
  func send(handingOver event: consuming RunEvent) async {
    guard let buffer else { return await send(event) }
    buffer.append(event)
  }

  /// Sends `event` to each reporter (unless the gate holds it, or releases it with the events it
  /// held): the synchronous ones first, without suspending, except the end of the run, which each
  /// of them receives in ``RunReporter/report(_:)`` to finish writing. A worker's reporters keep a
  /// copy in their buffer.
  @inline(__always)
  func send(_ event: RunEvent) async {
    if let buffer {
      buffer.append(event)
      return
    }
    if let gate {
      switch gate.admit(event) {
      case .held: return
      case .passed: break
      case .released(let entries):
        await deliver(entries)
        return
      }
    }
    await deliver(event)
  }

  /// Tells the gate, if any, where the whole plan's test cases are listed
  /// (``WholePlanGate/testCasesWillRun()``), and sends what it lets go.
  func testCasesWillRun() async {
    guard let gate else { return }
    await deliver(gate.testCasesWillRun())
  }

  /// Sends the events the gate still holds, once the plan is whole.
  func release() async {
    guard let gate else { return }
    await deliver(gate.release())
  }

  private func deliver(_ entries: [WholePlanGate.Entry]) async {
    // By index: each held event is passed in place, not copied out of the list.
    for index in entries.indices {
      await deliver(entries[index].event, happenedAt: entries[index].time)
    }
  }

  /// Delivers `event`; the Messages reporter, which stamps events with their time, gets `time`,
  /// the time a held event happened, if there is one.
  @inline(__always)
  private func deliver(_ event: RunEvent, happenedAt time: Date? = nil) async {
    if case .runFinished = event {
      // The end of the run is never held: the gate lets the events go once the plan is whole.
      for reporter in all { await reporter.report(event) }
      return
    }
    // By index: `for reporter in synchronous` copies each reporter out of the list (a reference
    // count on each reference a reporter struct holds), at every event.
    for index in synchronous.indices {
      if let time, let reporter = timestamping[index] {
        reporter.handle(event, happenedAt: time)
      } else {
        synchronous[index].handle(event)
      }
    }
    for reporter in suspending { await reporter.report(event) }
  }
}
