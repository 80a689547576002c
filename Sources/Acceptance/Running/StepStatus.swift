/// The outcome of one step, as Cucumber reports it.
public enum StepStatus: String, Sendable, CaseIterable, Comparable {
  /// The step ran and did not throw.
  case passed
  /// The step was not run because an earlier step did not pass (or the run is a dry run).
  case skipped
  /// The step, or the scenario, declared itself not implemented yet.
  case pending
  /// No step definition matches the step's text.
  case undefined
  /// More than one step definition matches the step's text.
  case ambiguous
  /// The step threw an error or timed out.
  case failed

  /// The Cucumber Messages spelling (`PASSED`, `FAILED`, …).
  public var messageName: String { rawValue.uppercased() }

  /// Whether the status is a problem: anything but passed and skipped. The reports explain such a
  /// step, the test framework bridges record it as a failure, and a test case that ends with it stops
  /// a `--fail-fast` run.
  package var isProblem: Bool { self != .passed && self != .skipped }

  /// Whether a test case that ends with the status fails the run: failed and ambiguous always,
  /// undefined and pending only when `strict`.
  package func failsRun(strict: Bool) -> Bool {
    switch self {
    case .failed, .ambiguous: true
    case .undefined, .pending: strict
    case .passed, .skipped: false
    }
  }

  /// Orders statuses by severity, so that a scenario's status is the worst of its steps'.
  public static func < (lhs: StepStatus, rhs: StepStatus) -> Bool {
    lhs.severity < rhs.severity
  }

  /// The status's rank, from 0 (passed) to 5 (failed): it orders them, and places their counts.
  var severity: Int {
    switch self {
    case .passed: 0
    case .skipped: 1
    case .pending: 2
    case .undefined: 3
    case .ambiguous: 4
    case .failed: 5
    }
  }
}
