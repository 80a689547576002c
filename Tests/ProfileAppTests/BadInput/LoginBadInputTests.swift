import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

@MainActor
@Suite("Login with bad input")
struct LoginBadInputTests {
  /// Login refuses a bad email with its alert: blank is a missing field, anything else not an email.
  @Test(arguments: HostileInput.allCases)
  func badEmailsAreRefusedWithTheirAlert(input: HostileInput) async throws {
    // Given
    let world = await World()
    try world.harness.start()
    try world.harness.type(input.text, into: "Email")
    try world.harness.type("Secret1", into: "Password")
    // When
    try world.harness.tap("Login")
    // Then
    let expected =
      input == .whitespace ? "Please fill all fields" : "Please enter a valid email address."
    let screen = try world.harness.screen
    #expect(screen.alert == .error(expected))
    #expect(screen.fields["Email"] == .some(input.text))
    #expect(await world.service.callLog.isEmpty)
  }

  /// A non-blank password is data: it reaches the service whole and is refused as wrong credentials.
  @Test(arguments: HostileInput.allCases)
  func badPasswordsAreDataOrMissing(input: HostileInput) async throws {
    // Given
    let world = await World()
    try world.harness.start()
    try world.harness.type("ada@example.com", into: "Email")
    try world.harness.type(input.text, into: "Password")
    // When
    try world.harness.tap("Login")
    await world.harness.runUntilIdle()
    // Then
    let alert = try world.harness.screen.alert
    if input == .whitespace {
      #expect(alert == .error("Please fill all fields"))
    } else {
      #expect(alert == .error(ErrorMessages.text(for: .invalidCredentials)))
    }
    let hidden = String(repeating: "•", count: input.text.count)
    #expect(try world.harness.screen.fields["Password"] == .some(hidden))
  }

  @Test(arguments: HostileInput.allCases)
  func nothingIsCutSilently(input: HostileInput) {
    let sut = LoginInteractor(
      service: MockAuthService(clock: VirtualClock()), session: SessionStore())
    let result = sut.validate(.init(email: "ada@example.com", password: input.text))
    if input == .whitespace {
      #expect(result == .failure(.missingFields))
    } else {
      #expect(result == .success(.init(email: "ada@example.com", password: input.text)))
    }
  }
}
