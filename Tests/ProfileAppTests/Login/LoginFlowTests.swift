import AppTesting
import AuthSimulator
import ProfileApp
import Testing

@MainActor
@Suite("Login flow through the harness")
struct LoginFlowTests {
  @Test func wrongCredentialsStayOnLoginWithAnErrorAlert() async throws {
    // Given
    let world = await World()
    try world.harness.start()
    try world.harness.type("ada@example.com", into: "Email")
    try world.harness.type("wrong", into: "Password")
    // When
    try world.harness.tap("Login")
    await world.harness.runUntilIdle()
    // Then
    let screen = try world.harness.screen
    #expect(screen.id == .login)
    #expect(screen.alert?.title == "Error")
    #expect(screen.alert?.message.contains("Invalid credentials") == true)
  }

  @Test func buttonIsDisabledWhileTheRequestIsInFlight() async throws {
    // Given
    let world = await World()
    await world.service.setLatency(.fixed(.seconds(1)), for: .login)
    try world.harness.start()
    try world.harness.type("ada@example.com", into: "Email")
    try world.harness.type("Secret1", into: "Password")
    // When
    try world.harness.tap("Login")
    #expect(await world.harness.waitForPendingRequest())
    // Then
    let inFlight = try world.harness.screen
    #expect(inFlight.element("Login")?.isEnabled == false)
    #expect(inFlight.isLoading)
    #expect(
      throws: HarnessError.disabled(
        "Login", on: .login, enabled: inFlight.inventory(of: inFlight.usable))
    ) {
      try world.harness.tap("Login")
    }
    #expect(try world.harness.audit().isEmpty)
    // When
    await world.harness.advance(by: .milliseconds(999))
    // Then
    #expect(try world.harness.screen.isLoading)
    // When
    await world.harness.advance(by: .milliseconds(1))
    // Then
    #expect(try world.harness.screen.id == .home)
    #expect(try world.harness.screen.texts == ["Welcome, ada@example.com!"])
    #expect(await world.service.budgetViolations.isEmpty)
    let records = world.harness.recording.view(on: .login)
    #expect(records.loadingAppearedThenDisappeared)
    #expect(records.wasDisabledWhileLoading("Login"))
    #expect(records.disabledInterval(of: "Login") == .zero ... .seconds(1))
  }

  @Test func theLoginFlowRecordsTheSameSequenceEveryTime() async throws {
    try await expectTheSameRecording(runs: 1000) {
      let world = await World()
      await world.service.setLatency(.fixed(.seconds(1)))
      try world.harness.start()
      try world.harness.type("ada@example.com", into: "Email")
      try world.harness.type("Secret1", into: "Password")
      try world.harness.tap("Login")
      await world.harness.waitForPendingRequest()
      await world.harness.advance(by: .seconds(1))
      return world
    }
  }
}
