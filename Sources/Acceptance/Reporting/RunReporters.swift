/// The reporters of a run, sorted by how they take events: the synchronous ones with a plain call,
/// the others with an `await`.
struct RunReporters: Sendable {
  /// All of them, in the order given.
  let all: [any RunReporter]
  private let synchronous: [any SynchronousRunReporter]
  private let suspending: [any RunReporter]

  init(_ reporters: [any RunReporter]) {
    all = reporters
    var synchronous: [any SynchronousRunReporter] = []
    var suspending: [any RunReporter] = []
    for reporter in reporters {
      if let reporter = reporter as? any SynchronousRunReporter {
        synchronous.append(reporter)
      } else {
        suspending.append(reporter)
      }
    }
    self.synchronous = synchronous
    self.suspending = suspending
  }

  var isEmpty: Bool { all.isEmpty }

  /// Sends `event` to each reporter: the synchronous ones first, without suspending, except the
  /// end of the run, which each of them receives in ``RunReporter/report(_:)`` to finish writing.
  @inline(__always)
  func send(_ event: RunEvent) async {
    if case .runFinished = event {
      for reporter in all { await reporter.report(event) }
      return
    }
    for reporter in synchronous { reporter.handle(event) }
    for reporter in suspending { await reporter.report(event) }
  }
}
