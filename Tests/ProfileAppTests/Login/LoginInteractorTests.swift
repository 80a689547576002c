import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

@MainActor
@Suite("Login interactor")
struct LoginInteractorTests {
  let clock = VirtualClock()
  let service: MockAuthService
  let session = SessionStore()
  let sut: LoginInteractor

  init() async {
    service = MockAuthService(clock: clock)
    await service.setLatency(.fixed(.zero))
    await service.seed(.ada)
    sut = LoginInteractor(service: service, session: session)
  }

  @Test(arguments: [
    ("", "Secret1"), ("ada@example.com", ""), ("   ", "Secret1"), ("ada@example.com", " \n\t"),
  ])
  func emptyOrBlankFieldsAreMissing(email: String, password: String) {
    #expect(sut.validate(.init(email: email, password: password)) == .failure(.missingFields))
  }

  @Test func anInvalidEmailIsRefused() {
    #expect(sut.validate(.init(email: "ada@", password: "x")) == .failure(.invalidEmail))
  }

  @Test func theEmailIsTrimmedAndThePasswordSentAsTyped() {
    #expect(
      sut.validate(.init(email: "  ada@example.com\n", password: " Secret1 "))
        == .success(.init(email: "ada@example.com", password: " Secret1 ")))
  }

  @Test func successStartsTheSession() async throws {
    // When
    let response = await sut.login(.init(email: "ADA@example.com", password: "Secret1"))
    // Then
    guard case .signedIn(let user) = response else {
      Issue.record("expected a signed-in response, got \(response)")
      return
    }
    #expect(user.email == "ada@example.com")
    #expect(session.current?.user == user)
  }

  @Test func wrongPasswordFailsAndLeavesNoSession() async {
    // When
    let response = await sut.login(.init(email: "ada@example.com", password: "secret1"))
    // Then
    #expect(response == .failed(.invalidCredentials))
    #expect(session.current == nil)
  }

  @Test func theReasonTheServiceEndedTheSessionIsToldOnce() {
    // Given
    session.end(because: .notSignedIn)
    // When / Then
    #expect(sut.sessionEnd() == .sessionEnded(.notSignedIn))
    #expect(sut.sessionEnd() == nil)
  }

  @Test func aLogOutIsNoSessionEnd() {
    // Given
    session.end()
    // When / Then
    #expect(sut.sessionEnd() == nil)
  }
}
