import ProfileApp
import Testing

@MainActor
@Suite("Profile router")
struct ProfileRouterTests {
  let navigator = NavigatorSpy()

  @Test func editPopsBackToTheForm() throws {
    // Given
    let app = AppContext.forRouting(navigator: navigator)
    let sut = ProfileRouter(app: app)
    // When
    try sut.route(to: .edit)
    // Then
    #expect(navigator.calls == [.pop])
  }
}
