import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

@Suite("Mock auth service")
struct MockAuthServiceTests {
  let clock = VirtualClock()
  let sut: MockAuthService

  init() async {
    sut = MockAuthService(clock: clock)
    await sut.setLatency(.fixed(.zero))
    await sut.seed(.ada)
  }

  @Test func loginComparesTheEmailCaseInsensitivelyAndThePasswordExactly() async throws {
    let session = try await sut.login(email: "ADA@Example.com", password: "Secret1")
    #expect(session.user.email == "ada@example.com")
    #expect(session.token == "token-1")
    #expect(await sut.currentSession == session)
    await #expect(throws: AuthError.invalidCredentials) {
      try await sut.login(email: "ada@example.com", password: "secret1")
    }
    await #expect(throws: AuthError.invalidCredentials) {
      try await sut.login(email: "nobody@example.com", password: "Secret1")
    }
  }

  @Test func signupRegistersSignsInAndRefusesARegisteredEmail() async throws {
    let session = try await sut.signup(.alan)
    #expect(session.user.fullName == "Alan Turing")
    #expect(await sut.registeredUsers.map(\.email) == ["ada@example.com", "alan@example.com"])
    var again = NewAccount.alan
    again.email = "ALAN@example.com"
    await #expect(throws: AuthError.emailAlreadyRegistered) { try await sut.signup(again) }
  }

  @Test func usersAndDetailsNeedASession() async throws {
    await #expect(throws: AuthError.notSignedIn) { try await sut.users() }
    await #expect(throws: AuthError.notSignedIn) { try await sut.user(id: "user-1") }
    _ = try await sut.login(email: "ada@example.com", password: "Secret1")
    #expect(try await sut.users().map(\.id) == ["user-1"])
    #expect(try await sut.user(id: "user-1").firstName == "Ada")
    await #expect(throws: AuthError.userNotFound) { try await sut.user(id: "user-9") }
    await sut.remove(email: "ADA@example.com")
    #expect(try await sut.users().isEmpty)
    try await sut.logout()
    #expect(await sut.currentSession == nil)
  }

  @Test func lockoutAfterNFailedLoginsRefusesEvenTheRightPassword() async throws {
    await sut.setLockout(after: 2)
    for _ in 0..<2 {
      await #expect(throws: AuthError.invalidCredentials) {
        try await sut.login(email: "ada@example.com", password: "nope")
      }
    }
    await #expect(throws: AuthError.lockedOut) {
      try await sut.login(email: "Ada@example.com", password: "Secret1")
    }
    #expect(await sut.lockoutThreshold == 2)
    await sut.setLockout(after: nil)
    _ = try await sut.login(email: "ada@example.com", password: "Secret1")
  }

  @Test(arguments: [
    (Fault.unreachable, AuthError.unreachable), (.serverError(code: 503), .serverError(code: 503)),
    (.timeout, .timedOut),
  ])
  func faultsFailTheirOperationUntilCleared(fault: Fault, error: AuthError) async throws {
    await sut.setFault(fault, for: .login)
    await sut.setTimeout(.zero)
    await #expect(throws: error) {
      try await sut.login(email: "ada@example.com", password: "Secret1")
    }
    await sut.setFault(nil, for: .login)
    _ = try await sut.login(email: "ada@example.com", password: "Secret1")
    #expect(await sut.callLog.map(\.error) == [error, nil])
  }

  @Test(arguments: [
    (401, MockAuthService.Operation.login, AuthError.invalidCredentials),
    (403, .login, .invalidCredentials), (401, .users, .notSignedIn), (403, .user, .notSignedIn),
    (404, .user, .userNotFound), (404, .users, .serverError(code: 404)),
    (429, .signup, .tooManyRequests), (500, .users, .serverError(code: 500)),
  ])
  func statusCodesMapToWhatTheyMean(
    code: Int, operation: MockAuthService.Operation, expected: AuthError
  ) async throws {
    // Given
    _ = try await sut.login(email: "ada@example.com", password: "Secret1")
    await sut.setFault(.serverError(code: code), for: operation)
    // Then
    await #expect(throws: expected) {
      switch operation {
      case .login: _ = try await sut.login(email: "ada@example.com", password: "Secret1")
      case .signup: _ = try await sut.signup(.alan)
      case .users: _ = try await sut.users()
      case .user: _ = try await sut.user(id: "user-1")
      case .logout: try await sut.logout()
      case .loadProfile: _ = try await sut.profile()
      case .saveProfile: _ = try await sut.saveProfile(try .ada())
      }
    }
  }

  @Test func aFaultForEveryOperation() async {
    await sut.setFault(.unreachable)
    await #expect(throws: AuthError.unreachable) { try await sut.logout() }
    await #expect(throws: AuthError.unreachable) { try await sut.signup(.alan) }
  }

  @Test func everyCallIsMeasuredOnTheClockAndSlowOnesAreBudgetViolations() async throws {
    // Given
    await sut.setLatency(.fixed(.milliseconds(1500)), for: .login)
    await sut.setLatency(.fixed(.milliseconds(200)), for: .logout)
    // When
    async let login = sut.login(email: "ada@example.com", password: "Secret1")
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(1500))
    _ = try await login
    async let logout: Void = sut.logout()
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(200))
    try await logout
    // Then
    #expect(
      await sut.callLog == [
        CallRecord(
          operation: .login, latency: .milliseconds(1500), budget: .seconds(1), error: nil,
          startedAt: .zero),
        CallRecord(
          operation: .logout, latency: .milliseconds(200), budget: .seconds(1), error: nil,
          startedAt: .milliseconds(1500)),
      ])
    let violations = await sut.budgetViolations
    #expect(
      violations == [
        BudgetViolation(operation: .login, latency: .milliseconds(1500), budget: .seconds(1))
      ])
    #expect(
      violations.first?.description == "login took 1.5 seconds, over its budget of 1.0 seconds")
  }

  @Test func theBudgetIsConfigurable() async throws {
    await sut.setBudget(.milliseconds(100))
    await sut.setLatency(.fixed(.milliseconds(150)), for: .users)
    _ = try await sut.login(email: "ada@example.com", password: "Secret1")
    async let users = sut.users()
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(150))
    _ = try await users
    #expect(await sut.budgetViolations.map(\.operation) == [.users])
    #expect(await sut.budget == .milliseconds(100))
  }

  @Test func randomLatencyIsRepeatableForASeed() async {
    func latencies(seed: UInt64) async -> [Duration] {
      let clock = VirtualClock()
      let service = MockAuthService(clock: clock, seed: seed)
      await service.setLatency(.random(.milliseconds(100) ... .milliseconds(900)))
      var result: [Duration] = []
      for _ in 0..<5 {
        async let call: Void? = try? service.logout()
        await clock.waitForSleepers(1)
        let deadline = clock.nextDeadline?.offset ?? .zero
        result.append(deadline - clock.elapsed)
        clock.advance(to: VirtualClock.Instant(offset: deadline))
        _ = await call
      }
      return result
    }
    let first = await latencies(seed: 7)
    #expect(await latencies(seed: 7) == first)
    #expect(await latencies(seed: 8) != first)
    #expect(first.allSatisfy { $0 >= .milliseconds(100) && $0 <= .milliseconds(900) })
  }

  @Test func aCancelledCallEndsAsCancelled() async {
    await sut.setLatency(.fixed(.seconds(1)))
    let call = Task { [sut] in try await sut.logout() }
    await clock.waitForSleepers(1)
    call.cancel()
    await #expect(throws: AuthError.cancelled) { try await call.value }
  }

  @Test func theDefaultLatenciesAreUnderBudgetAndRunInRealTime() async throws {
    let service = MockAuthService(clock: ContinuousClock())
    await service.setLatency(.fixed(.milliseconds(1)), for: .signup)
    _ = try await service.signup(.ada)
    // Real time on a loaded machine may exceed any budget: only the outcome is checked here.
    #expect(await service.callLog.map(\.operation) == [.signup])
    for (_, latency) in Latency.defaults {
      guard case .fixed(let duration) = latency else { continue }
      #expect(duration < .seconds(1))
    }
  }
}
