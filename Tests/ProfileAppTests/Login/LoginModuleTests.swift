import AppTesting
import AuthSimulator
import ProfileApp
import Testing

@MainActor
@Suite("Login module")
struct LoginModuleTests {
  @Test func theSameCodeRunsInRealTimeOnAContinuousClock() async throws {
    // Given
    let service = MockAuthService(clock: ContinuousClock())
    await service.seed(.ada)
    let navigator = NavigatorSpy()
    let registry = ModuleRegistry()
    let recording = Recording(now: { .zero })
    RecorderModules.register(in: registry, recording: recording)
    let app = AppContext(
      dependencies: AppDependencies(authService: service, clock: ContinuousClock()),
      navigator: navigator, modules: registry, isolation: MainActor.shared)
    let sut = LoginModule.build(view: LoginRecorder(recording: recording), app: app)
    sut.viewDidLoad()
    // When
    try sut.type("ada@example.com", into: LoginElement.email.rawValue)
    try sut.type("Secret1", into: LoginElement.password.rawValue)
    try sut.tap(LoginElement.submit.rawValue)
    await app.tasks.waitUntilIdle()
    // Then
    #expect(navigator.calls == [.setRoot(.home)])
    #expect(sut.records.wasDisabledWhileLoading("Login"))
    // Real time on a loaded machine may exceed any budget, so only what happened is checked.
    #expect(await service.callLog.map(\.operation) == [.login])
    #expect(await service.callLog.map(\.error) == [nil])
  }

  @Test func viewPresenterAndRouterFormNoRetainCycle() {
    // Given
    let navigator = NavigatorSpy()
    let app = AppContext.forRouting(navigator: navigator)
    var view: LoginRecorder? = LoginModule.build(
      view: LoginRecorder(recording: Recording(now: { .zero })), app: app)
    weak let presenter = view?.presenter
    #expect(presenter != nil)
    // When
    view = nil
    // Then
    #expect(presenter == nil)
  }
}
