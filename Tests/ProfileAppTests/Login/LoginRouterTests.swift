import ProfileApp
import Testing

@MainActor
@Suite("Login router")
struct LoginRouterTests {
  let navigator = NavigatorSpy()

  @Test func homeBecomesTheRootOnceSignedIn() throws {
    // Given
    let session = Session(
      user: User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: ""), token: "t")
    let app = AppContext.forRouting(navigator: navigator, session: session)
    let sut = LoginRouter(app: app)
    // When
    try sut.route(to: .home(session.user))
    // Then
    #expect(navigator.calls == [.setRoot(.home)])
  }

  @Test func signupIsPushed() throws {
    // Given
    let app = AppContext.forRouting(navigator: navigator)
    let sut = LoginRouter(app: app)
    // When
    try sut.route(to: .signup)
    // Then
    #expect(navigator.calls == [.push(.signup)])
  }

  @Test func homeIsRefusedWithoutASession() {
    // Given
    let app = AppContext.forRouting(navigator: navigator)
    let sut = LoginRouter(app: app)
    let user = User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: "")
    // Then
    #expect(throws: NavigationError.sessionRequired(.home)) { try sut.route(to: .home(user)) }
    #expect(navigator.calls.isEmpty)
  }
}
