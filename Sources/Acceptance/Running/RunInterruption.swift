import Foundation
import Synchronization

/// A request to stop a run early and still finish its reports: a signal (SIGINT, SIGTERM), or a
/// step that timed out and kept running. The running step ends as failed, the rest of its scenario
/// is skipped, no further scenario starts, and the run finishes with every report complete.
///
/// ```swift
/// let interruption = RunInterruption()
/// let runner = Runner(steps: steps, options: options, reporters: reporters,
///                     interruption: interruption) { MyWorld() }
/// // elsewhere, on SIGTERM:
/// interruption.interrupt(.signal(SIGTERM))
/// ```
public final class RunInterruption: Sendable {
  /// Why a run stopped early.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// The process received this signal.
    case signal(Int32)
    /// A step timed out and was still running long after: its code ignores cancellation.
    case stuckStep(String)

    public var description: String {
      switch self {
      case .signal(let number): "the run was interrupted by \(Self.name(of: number))"
      case .stuckStep(let message): message
      }
    }

    /// "SIGINT", "SIGTERM", or "signal N".
    static func name(of signal: Int32) -> String {
      switch signal {
      case SIGINT: "SIGINT"
      case SIGTERM: "SIGTERM"
      case SIGHUP: "SIGHUP"
      default: "signal \(signal)"
      }
    }
  }

  private let stored = Mutex<Reason?>(nil)
  /// Whether a reason is stored: read before every step, so a plain load that takes no lock (the
  /// workers of a parallel run would otherwise contend for the lock at each step).
  private let stopped = Atomic<Bool>(false)

  /// A run that goes on until it ends.
  public init() {}

  /// Stops the run for `reason`; the first reason is kept.
  public func interrupt(_ reason: Reason) {
    stored.withLock { stored in
      if stored == nil { stored = reason }
    }
    stopped.store(true, ordering: .releasing)
  }

  /// Why the run was stopped, `nil` while it goes on.
  public var reason: Reason? {
    stopped.load(ordering: .acquiring) ? stored.withLock { $0 } : nil
  }

  /// Whether the run was stopped.
  package var isInterrupted: Bool { reason != nil }
}
