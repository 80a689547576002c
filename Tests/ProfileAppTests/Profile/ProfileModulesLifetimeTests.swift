import AppTesting
import ProfileApp
import Testing

@MainActor
@Suite("Profile modules' lifetime")
struct ProfileModulesLifetimeTests {
  let app = AppContext.forRouting(navigator: NavigatorSpy())
  let recording = Recording(now: { .zero })
  let user = User(id: "1", firstName: "Ada", lastName: "L", email: "a@b.co", phone: "")

  @Test func theFormModuleIsFreedWithItsView() {
    // Given
    var view: ProfileFormRecorder? = ProfileFormModule.build(
      view: ProfileFormRecorder(recording: recording), user: user, app: app)
    weak let presenter = view?.presenter
    #expect(presenter != nil)
    // When
    view = nil
    // Then
    #expect(presenter == nil)
  }

  @Test func theProfileModuleIsFreedWithItsView() throws {
    // Given
    var view: ProfileRecorder? = ProfileModule.build(
      view: ProfileRecorder(recording: recording), profile: try .ada(), app: app)
    weak let presenter = view?.presenter
    #expect(presenter != nil)
    // When
    view = nil
    // Then
    #expect(presenter == nil)
  }
}
