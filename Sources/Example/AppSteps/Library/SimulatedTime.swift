import Acceptance
import Synchronization
import VirtualTime

/// The virtual time that the scenarios of a run simulated, added up, for the run's summary.
///
/// ```swift
/// let tally = SimulatedTime()
/// let library = AppSteps.library(simulatedTime: tally)   // each scenario adds its virtual time
/// tally.wrapping(pretty)   // prints the total in the summary
/// ```
public final class SimulatedTime: Sendable {
  private let total = Mutex<(duration: Duration, scenarios: Int)>((.zero, 0))

  /// A tally at zero.
  public init() {}

  /// Adds the virtual time one scenario took.
  public func add(_ duration: Duration) {
    total.withLock {
      $0.duration += duration
      $0.scenarios += 1
    }
  }

  /// The summary line: "1m 23.400s simulated time (virtual clock, 12 scenarios)".
  public var note: String {
    let (duration, scenarios) = total.withLock { $0 }
    let milliseconds = duration.milliseconds
    let minutes = milliseconds / 60_000
    let seconds = Double(milliseconds % 60_000) / 1000
    let text = (minutes > 0 ? "\(minutes)m " : "") + String(format: "%.3fs", seconds)
    return
      "\(text) simulated time (virtual clock, \(scenarios) scenario\(scenarios == 1 ? "" : "s"))"
  }

  /// A reporter that passes every event on, adding the simulated total to the run's summary; as
  /// synchronous as the reporter it wraps (see `wrapping(_:)`).
  public struct Reporter<Wrapped: RunReporter>: RunReporter {
    /// The reporter that prints.
    public let wrapped: Wrapped
    /// The tally whose total is added.
    public let tally: SimulatedTime

    /// Wraps `wrapped`.
    public init(wrapping wrapped: Wrapped, tally: SimulatedTime) {
      self.wrapped = wrapped
      self.tally = tally
    }

    public var needsWholePlan: Bool { wrapped.needsWholePlan }

    public func report(_ event: RunEvent) async { await wrapped.report(noted(event)) }

    /// The event, with the simulated total in the summary if it ends the run.
    func noted(_ event: RunEvent) -> RunEvent {
      guard case .runFinished(var summary) = event else { return event }
      summary.notes.append(tally.note)
      return .runFinished(summary)
    }
  }

  /// `reporter`, adding the simulated total to the run's summary.
  public func wrapping(_ reporter: any RunReporter) -> any RunReporter {
    func wrap<Wrapped: RunReporter>(_ reporter: Wrapped) -> any RunReporter {
      Reporter(wrapping: reporter, tally: self)
    }
    return wrap(reporter)
  }
}

extension SimulatedTime.Reporter: SynchronousRunReporter where Wrapped: SynchronousRunReporter {
  public func handle(_ event: RunEvent) {
    // Only the end of the run changes: every other event passes on as it is, not copied.
    guard case .runFinished = event else { return wrapped.handle(event) }
    wrapped.handle(noted(event))
  }
}
