import ProfileApp
import Testing

@MainActor
@Suite("ProfileForm router")
struct ProfileFormRouterTests {
  let navigator = NavigatorSpy()
  let session = Session(
    user: User(id: "1", firstName: "Ada", lastName: "L", email: "a@b.co", phone: ""), token: "t")

  @Test func theSavedProfileIsPushed() throws {
    // Given
    let app = AppContext.forRouting(navigator: navigator, session: session)
    let sut = ProfileFormRouter(app: app)
    // When
    try sut.route(to: .profile(.ada()))
    // Then
    #expect(navigator.calls == [.push(.profile)])
  }

  @Test func theProfileIsRefusedWithoutASession() throws {
    // Given
    let app = AppContext.forRouting(navigator: navigator)
    let sut = ProfileFormRouter(app: app)
    let profile = try UserProfile.ada()
    // Then
    #expect(throws: NavigationError.sessionRequired(.profile)) {
      try sut.route(to: .profile(profile))
    }
    #expect(navigator.calls.isEmpty)
  }
}
