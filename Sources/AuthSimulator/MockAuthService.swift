import ProfileApp

/// The mock auth backend: an in-memory user store, latency on an injected clock, faults on demand,
/// and a log of every call measured against a latency budget.
///
/// ```swift
/// let clock = VirtualClock()
/// let service = MockAuthService(clock: clock)
/// await service.seed(NewAccount(firstName: "Ada", lastName: "Lovelace",
///                               email: "ada@example.com", password: "Secret1", phone: "+441234567"))
/// await service.setLatency(.fixed(.seconds(2)), for: .login)
/// await service.setFault(.unreachable, for: .users)
/// await service.budgetViolations   // [login took 2 seconds, over its budget of 1 second]
/// ```
public actor MockAuthService: AuthService {
  /// The operations of the service, as the log and the configuration name them.
  public enum Operation: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Sign-in.
    case login
    /// Sign-up.
    case signup
    /// The user list.
    case users
    /// One user's details.
    case user
    /// Sign-out.
    case logout
  }

  private struct Account {
    var user: User
    var password: String
  }

  private let sleep: @Sendable (Duration) async throws -> Void
  private let startTimer: @Sendable () -> @Sendable () -> Duration
  private var accounts: [Account] = []
  private var latencies = Latency.defaults
  private var faults: [Operation: Fault] = [:]
  private var failedLogins: [String: Int] = [:]
  private var generator: SeededGenerator
  private var issuedIDs = 0
  private var issuedTokens = 0

  /// The session of the signed-in user, if any.
  public private(set) var currentSession: Session?
  /// Every answered call, in the order the answers were given.
  public private(set) var callLog: [CallRecord] = []
  /// The longest a call may take before it is a budget violation.
  public private(set) var budget: Duration = .seconds(1)
  /// How long a call with the ``Fault/timeout`` fault waits before failing.
  public private(set) var timeout: Duration = .seconds(5)
  /// After this many failed logins in a row, an account is locked; `nil` never locks.
  public private(set) var lockoutThreshold: Int?

  /// Creates an empty service whose latencies elapse on `clock`; `seed` drives random latencies.
  public init<C: Clock<Duration>>(clock: C, seed: UInt64 = 0) {
    sleep = { try await clock.sleep(for: $0) }
    startTimer = {
      let start = clock.now
      return { start.duration(to: clock.now) }
    }
    generator = SeededGenerator(seed: seed)
  }

  // MARK: Configuration

  /// Registers an account directly, as a scenario's "Given" does; returns the stored user.
  @discardableResult
  public func seed(_ account: NewAccount) -> User {
    register(account)
  }

  /// Removes the account with this email (compared case-insensitively), if any.
  public func remove(email: String) {
    accounts.removeAll { $0.user.email.lowercased() == email.lowercased() }
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

  // MARK: AuthService

  public func login(email: String, password: String) async throws(AuthError) -> Session {
    try await call(.login) { () throws(AuthError) -> Session in
      let key = email.lowercased()
      if let threshold = lockoutThreshold, failedLogins[key, default: 0] >= threshold {
        throw .lockedOut
      }
      guard let account = accounts.first(where: { $0.user.email.lowercased() == key }),
        account.password == password
      else {
        failedLogins[key, default: 0] += 1
        throw .invalidCredentials
      }
      failedLogins[key] = nil
      return startSession(for: account.user)
    }
  }

  public func signup(_ account: NewAccount) async throws(AuthError) -> Session {
    try await call(.signup) { () throws(AuthError) -> Session in
      let key = account.email.lowercased()
      if accounts.contains(where: { $0.user.email.lowercased() == key }) {
        throw .emailAlreadyRegistered
      }
      return startSession(for: register(account))
    }
  }

  public func users() async throws(AuthError) -> [User] {
    try await call(.users) { () throws(AuthError) -> [User] in
      guard currentSession != nil else { throw .notSignedIn }
      return accounts.map(\.user)
    }
  }

  public func user(id: String) async throws(AuthError) -> User {
    try await call(.user) { () throws(AuthError) -> User in
      guard currentSession != nil else { throw .notSignedIn }
      guard let account = accounts.first(where: { $0.user.id == id }) else {
        throw .userNotFound
      }
      return account.user
    }
  }

  public func logout() async throws(AuthError) {
    try await call(.logout) { () throws(AuthError) in currentSession = nil }
  }

  // MARK: Calls

  /// Waits the operation's latency (or the timeout), answers with the fault or `body`, logs the call.
  private func call<Value>(
    _ operation: Operation, _ body: () throws(AuthError) -> Value
  ) async throws(AuthError) -> Value {
    let elapsed = startTimer()
    let fault = faults[operation]
    let delay =
      fault == .timeout
      ? timeout : (latencies[operation] ?? .fixed(.zero)).duration(using: &generator)
    let result: Result<Value, AuthError>
    do {
      if delay > .zero { try await sleep(delay) }
      if let fault { throw fault.error }
      result = .success(try body())
    } catch let error as AuthError {
      result = .failure(error)
    } catch {
      result = .failure(.cancelled)
    }
    callLog.append(
      CallRecord(
        operation: operation, latency: elapsed(), budget: budget, error: result.failure))
    return try result.get()
  }

  private func register(_ account: NewAccount) -> User {
    issuedIDs += 1
    let user = User(
      id: "user-\(issuedIDs)", firstName: account.firstName, lastName: account.lastName,
      email: account.email, phone: account.phone)
    accounts.append(Account(user: user, password: account.password))
    return user
  }

  private func startSession(for user: User) -> Session {
    issuedTokens += 1
    let session = Session(user: user, token: "token-\(issuedTokens)")
    currentSession = session
    return session
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
