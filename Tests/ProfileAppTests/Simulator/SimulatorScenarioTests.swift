import AppTesting
import AuthSimulator
import ProfileApp
import Testing

/// The simulator driven the way Gherkin steps will drive it: through the harness.
@MainActor
@Suite("Simulator scenarios")
struct SimulatorScenarioTests {
  private func tapLogin(_ world: World, password: String = "Secret1") throws {
    try world.harness.logIn(email: "ada@example.com", password: password)
  }

  @Test func aTimeoutIsExplainedAndReportedAsABudgetViolation() async throws {
    // Given
    let world = await World()
    await world.service.setFault(.timeout, for: .login)
    try world.harness.start()
    // When
    try tapLogin(world)
    await world.harness.waitForPendingRequest()
    await world.harness.advance(by: .seconds(5))
    // Then
    #expect(try world.harness.screen.alert == .error(ErrorMessages.text(for: .timedOut)))
    #expect(
      await world.service.budgetViolations.map(\.description) == [
        "login took 5.0 seconds, over its budget of 1.0 seconds"
      ])
    #expect(
      world.harness.recording.view(on: .login).disabledInterval(of: "Login") == .zero
        ... .seconds(5))
  }

  @Test func theAccountLocksAfterTheConfiguredFailures() async throws {
    // Given
    let world = await World()
    await world.service.setLockout(after: 3)
    try world.harness.start()
    // When
    for _ in 0..<3 {
      try tapLogin(world, password: "wrong")
      await world.harness.runUntilIdle()
      try world.harness.dismissAlert()
    }
    try tapLogin(world)
    await world.harness.runUntilIdle()
    // Then
    #expect(try world.harness.screen.alert == .error(ErrorMessages.text(for: .lockedOut)))
    #expect(try world.harness.screen.id == .login)
    #expect(
      await world.service.callLog.map(\.error) == [
        .invalidCredentials, .invalidCredentials, .invalidCredentials, .lockedOut,
      ])
  }

  @Test func seededRandomLatencyGivesTheSameScenarioTwice() async throws {
    func run() async throws -> [Recorded<ViewEvent>] {
      let world = await World()
      await world.service.setLatency(.random(.milliseconds(100) ... .seconds(2)))
      try world.harness.start()
      try tapLogin(world)
      await world.harness.runUntilIdle()
      return world.harness.recording.view
    }
    let first = try await run()
    #expect(try await run() == first)
  }

  @Test func anUnreachableServiceDuringSignupIsExplained() async throws {
    // Given
    let world = await World()
    await world.service.setFault(.unreachable, for: .signup)
    try world.harness.start()
    try world.harness.tap("Sign up")
    try world.harness.fillSignupForm(.alan)
    // When
    try world.harness.tap("Create account")
    await world.harness.runUntilIdle()
    // Then
    let screen = try world.harness.screen
    #expect(screen.id == .signup)
    #expect(screen.alert == .error(ErrorMessages.text(for: .unreachable)))
    #expect(world.harness.recording.view(on: .signup).wasDisabledWhileLoading("Create account"))
  }
}
