import ProfileApp
import Testing

@MainActor
@Suite("Profile router")
struct ProfileRouterTests {
  let navigator = NavigatorSpy()

  @Test func editPopsBackToTheFormBeneath() throws {
    // Given
    let app = AppContext.forRouting(navigator: navigator)
    navigator.push(PlaceholderView(.profileForm))
    navigator.push(PlaceholderView(.profile))
    let sut = ProfileRouter(app: app)
    // When
    try sut.route(to: .edit(try .ada()))
    // Then
    #expect(navigator.calls == [.push(.profileForm), .push(.profile), .pop])
  }

  @Test func editFromHomeReplacesTheProfileWithAFilledForm() throws {
    // Given
    let user = User(id: "u1", firstName: "Ada", lastName: "L", email: "ada@example.com", phone: "")
    let app = AppContext.forRouting(navigator: navigator, session: Session(user: user, token: "t"))
    navigator.push(PlaceholderView(.home))
    navigator.push(PlaceholderView(.profile))
    let sut = ProfileRouter(app: app)
    // When
    try sut.route(to: .edit(try .ada()))
    // Then
    #expect(navigator.calls.suffix(2) == [.pop, .push(.profileForm)])
    #expect(navigator.screens == [.home, .profileForm])
  }
}
