import ProfileApp
import VirtualTime

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
    /// Loading the signed-in user's profile.
    case loadProfile
    /// Saving the signed-in user's profile.
    case saveProfile
  }

  struct Account {
    var user: User
    var password: String

    /// Whether the account's email is `email`, compared case-insensitively.
    func has(email: String) -> Bool { user.email.lowercased() == email.lowercased() }
  }

  /// What keeps the service's executor alive: the one given at creation, or a companion actor of
  /// its own, whose executor it shares.
  private nonisolated let executorOwner: any Sendable
  public nonisolated let unownedExecutor: UnownedSerialExecutor
  private let sleep: @Sendable (Duration) async throws -> Void
  private let startTimer: @Sendable () -> @Sendable () -> Duration
  private let sinceCreation: @Sendable () -> Duration
  var accounts: [Account] = []
  var latencies = Latency.defaults
  var faults: [Operation: Fault] = [:]
  var failedLogins: [String: Int] = [:]
  var profiles: [String: UserProfile] = [:]
  var generator: SeededRandomNumberGenerator
  var issuedIDs = 0
  var issuedTokens = 0

  /// The session of the signed-in user, if any.
  public internal(set) var currentSession: Session?
  /// Every answered call, in the order the answers were given.
  public private(set) var callLog: [CallRecord] = []
  /// The longest a call may take before it is a budget violation.
  public internal(set) var budget: Duration = .seconds(1)
  /// How long a call with the ``Fault/timeout`` fault waits before failing.
  public internal(set) var timeout: Duration = .seconds(5)
  /// After this many failed logins in a row, an account is locked; `nil` never locks.
  public internal(set) var lockoutThreshold: Int?

  /// Creates an empty service whose latencies elapse on `clock`; `seed` drives random latencies.
  /// Given an `executor` (a test's world's), the service runs on it, so that a call from code on
  /// that executor costs no hop to another thread; without one, it runs as an actor of its own.
  public init<C: Clock<Duration>>(
    clock: C, seed: UInt64 = 0, executor: (any SerialExecutor)? = nil
  ) {
    if let executor {
      executorOwner = executor
      unownedExecutor = executor.asUnownedSerialExecutor()
    } else {
      let companion = Companion()
      executorOwner = companion
      unownedExecutor = companion.unownedExecutor
    }
    sleep = { try await clock.sleep(for: $0) }
    startTimer = {
      let start = clock.now
      return { start.duration(to: clock.now) }
    }
    let creation = clock.now
    sinceCreation = { creation.duration(to: clock.now) }
    generator = SeededRandomNumberGenerator(seed: seed)
  }

  /// An actor with the default executor, whose executor a service of its own shares.
  actor Companion {}

  /// Waits the operation's latency (or the timeout), answers with the fault or `body`, logs the call.
  func call<Value>(
    _ operation: Operation, _ body: () throws(AuthError) -> Value
  ) async throws(AuthError) -> Value {
    let startedAt = sinceCreation()
    let elapsed = startTimer()
    let fault = faults[operation]
    let delay =
      fault == .timeout
      ? timeout : (latencies[operation] ?? .fixed(.zero)).duration(using: &generator)
    let result: Result<Value, AuthError>
    do {
      if delay > .zero { try await sleep(delay) }
      if let fault { throw fault.error(for: operation) }
      result = .success(try body())
    } catch let error as AuthError {
      result = .failure(error)
    } catch {
      result = .failure(.cancelled)
    }
    callLog.append(
      CallRecord(
        operation: operation, latency: elapsed(), budget: budget, error: result.failure,
        startedAt: startedAt))
    return try result.get()
  }

  func register(_ account: NewAccount) -> User {
    issuedIDs += 1
    let user = User(
      id: "user-\(issuedIDs)", firstName: account.firstName, lastName: account.lastName,
      email: account.email, phone: account.phone)
    accounts.append(Account(user: user, password: account.password))
    return user
  }

  func startSession(for user: User) -> Session {
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
