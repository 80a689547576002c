import ProfileApp

/// What a scenario sets up: accounts, latency, faults, lockout, budget and timeout.
extension MockAuthService {
  /// Registers an account directly, as a scenario's "Given" does; returns the stored user.
  @discardableResult
  public func seed(_ account: NewAccount) -> User {
    register(account)
  }

  /// Removes the account with this email (compared case-insensitively), if any.
  public func remove(email: String) {
    accounts.removeAll { $0.has(email: email) }
  }

  /// Ends the current session at the service, as an expired token does: later calls that need a
  /// session fail with ``AuthError/notSignedIn``. No call is logged.
  public func expireSession() {
    currentSession = nil
  }

  /// Sets the latency of `operation`, or of every operation when `operation` is `nil`.
  public func setLatency(_ latency: Latency, for operation: Operation? = nil) {
    for operation in operation.map({ [$0] }) ?? Operation.allCases {
      latencies[operation] = latency
    }
  }

  /// Makes `operation` (every operation when `nil`) fail with `fault` until cleared with `nil`.
  public func setFault(_ fault: Fault?, for operation: Operation? = nil) {
    for operation in operation.map({ [$0] }) ?? Operation.allCases {
      faults[operation] = fault
    }
  }

  /// Locks an account after `failures` failed logins in a row; `nil` turns lockout off.
  public func setLockout(after failures: Int?) {
    lockoutThreshold = failures
  }

  /// Sets the latency budget of every later call.
  public func setBudget(_ budget: Duration) {
    self.budget = budget
  }

  /// Sets how long a timed-out call waits before failing.
  public func setTimeout(_ timeout: Duration) {
    self.timeout = timeout
  }

  /// The users of the store, without needing a session (for assertions).
  public var registeredUsers: [User] { accounts.map(\.user) }

  /// The calls that took longer than their budget.
  public var budgetViolations: [BudgetViolation] {
    callLog.filter(\.isOverBudget).map {
      BudgetViolation(operation: $0.operation, latency: $0.latency, budget: $0.budget)
    }
  }
}
