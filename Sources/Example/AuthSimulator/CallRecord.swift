import ProfileApp

/// One call the simulated service answered: which operation, how long it took, how it ended.
///
/// Never holds an argument of the call, so no password can reach the log.
public struct CallRecord: Sendable, Equatable {
  /// The operation called.
  public var operation: MockAuthService.Operation
  /// When the call was made, on the service's clock, from the moment the service was made (the
  /// scenario's virtual time, when both start together).
  public var startedAt: Duration
  /// The time from the call to its answer, measured on the service's clock.
  public var latency: Duration
  /// The budget in force for the call.
  public var budget: Duration
  /// `nil` on success, else the error the call threw.
  public var error: AuthError?

  /// Creates a record of a call made at `startedAt`.
  public init(
    operation: MockAuthService.Operation, latency: Duration, budget: Duration, error: AuthError?,
    startedAt: Duration = .zero
  ) {
    self.operation = operation
    self.startedAt = startedAt
    self.latency = latency
    self.budget = budget
    self.error = error
  }

  /// Whether the call took longer than its budget.
  public var isOverBudget: Bool { latency > budget }
}

/// A call that took longer than the budget, reportable by name.
public struct BudgetViolation: Sendable, Equatable, CustomStringConvertible {
  /// The operation called.
  public var operation: MockAuthService.Operation
  /// How long it took.
  public var latency: Duration
  /// How long it was allowed to take.
  public var budget: Duration

  /// Creates a violation.
  public init(operation: MockAuthService.Operation, latency: Duration, budget: Duration) {
    self.operation = operation
    self.latency = latency
    self.budget = budget
  }

  public var description: String {
    "\(operation.rawValue) took \(latency), over its budget of \(budget)"
  }
}
