import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

final class HomeRouterSpy: HomeRouting {
  let spy = RouterSpy<HomeRoute>()
  func route(to route: HomeRoute) throws(NavigationError) { try spy.route(to: route) }
}

@MainActor
@Suite("Home presenter and view contract")
struct HomePresenterTests {
  let clock = VirtualClock()
  let service: MockAuthService
  let session = SessionStore()
  let view: HomeRecorder
  let router = HomeRouterSpy()
  let tasks = TaskTracker(isolation: MainActor.shared)
  let sut: HomePresenter
  let ada = User(
    id: "user-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "")

  init() {
    let clock = clock
    service = MockAuthService(clock: clock)
    view = HomeRecorder(recording: Recording(now: { clock.elapsed }))
    sut = HomePresenter(
      interactor: HomeInteractor(user: ada, service: service, session: session), router: router,
      tasks: tasks)
    sut.view = view
    view.presenter = sut
    view.showLayout(HomeModels.layout)
  }

  @Test func theWelcomeTextIsTheFirstAndOnlyTextShownOnLoad() {
    // When
    view.viewDidLoad()
    view.viewWillAppear()
    // Then
    #expect(
      view.records == [
        Recorded(
          at: .zero, screen: .home, event: .text("home.welcome", "Welcome, ada@example.com!"))
      ])
  }

  @Test func theShownScreenHasTheWelcomeFirstAndPassesTheAudit() {
    // When
    view.viewDidLoad()
    view.viewWillAppear()
    // Then
    #expect(view.layout == HomeModels.layout)
    #expect(view.elements.first?.label == "Welcome, ada@example.com!")
    #expect(AccessibilityAudit.audit(.home, view.elements).isEmpty)
    #expect(view.screenID == .home)
    #expect(view.screen === sut)
  }

  @Test func usersAndProfileAreRoutedTheProfileAsSaved() async throws {
    // Given
    await service.setLatency(.fixed(.zero))
    await service.seed(.ada)
    _ = try await service.login(email: "ada@example.com", password: "Secret1")
    // When
    sut.didTapUsers()
    sut.didTapProfile()
    await tasks.waitUntilIdle()
    // Then
    #expect(router.spy.routes == [.userList, .profileForm(ada)])
    // When
    let saved = try await service.saveProfile(try .ada())
    sut.didTapProfile()
    await tasks.waitUntilIdle()
    // Then
    #expect(router.spy.routes.last == .profile(saved))
  }

  @Test func aFailedProfileLoadIsExplainedAndOpensNothing() async {
    // Given
    await service.setLatency(.fixed(.zero))
    await service.setFault(.unreachable)
    // When
    sut.didTapProfile()
    await tasks.waitUntilIdle()
    // Then
    #expect(view.records.map(\.event) == [.alert(.error(ErrorMessages.text(for: .unreachable)))])
    #expect(router.spy.routes.isEmpty)
  }

  @Test func aProfileLoadAfterTheServiceEndedTheSessionGoesToLogin() async {
    // Given the service has no session for the app's user
    await service.setLatency(.fixed(.zero))
    session.start(Session(user: ada, token: "t"))
    // When
    sut.didTapProfile()
    await tasks.waitUntilIdle()
    // Then
    #expect(router.spy.routes == [.login])
    #expect(session.current == nil)
    #expect(view.records.isEmpty)
  }

  @Test func aRefusedRouteIsExplained() {
    // Given
    router.spy.refusal = .sessionRequired(.userList)
    // When
    sut.didTapUsers()
    // Then
    #expect(view.records.map(\.event) == [.alert(.error("Please log in to continue."))])
  }

  @Test func logOutEndsTheSessionThenGoesToLogin() async {
    // Given
    session.start(Session(user: ada, token: "t"))
    // When
    sut.didTapLogout()
    sut.didTapLogout()
    await clock.waitForSleepers(1)
    // Then
    #expect(view.elements.last?.isEnabled == false)
    // When
    clock.advance(by: .milliseconds(100))
    await tasks.waitUntilIdle()
    // Then
    #expect(session.current == nil)
    #expect(router.spy.routes == [.login])
    #expect(await service.callLog.map(\.operation) == [.logout])
  }

  @Test func logOutForgetsTheSessionEvenWhenTheServiceFails() async {
    // Given
    session.start(Session(user: ada, token: "t"))
    await service.setFault(.unreachable)
    await service.setLatency(.fixed(.zero))
    // When
    sut.didTapLogout()
    await tasks.waitUntilIdle()
    // Then
    #expect(session.current == nil)
    #expect(router.spy.routes == [.login])
  }
}

@MainActor
@Suite("Home interactor")
struct HomeInteractorTests {
  let service = MockAuthService(clock: VirtualClock())
  let session = SessionStore()
  let ada = User(
    id: "user-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "")
  let sut: HomeInteractor

  init() async {
    await service.setLatency(.fixed(.zero))
    sut = HomeInteractor(user: ada, service: service, session: session)
  }

  @Test func theSignedInUserIsTheSessionsOnceRenamed() {
    // Given no session
    #expect(sut.signedInUser() == .signedIn(ada))
    // When
    var renamed = ada
    renamed.firstName = "Augusta"
    session.start(Session(user: renamed, token: "t"))
    // Then
    #expect(sut.signedInUser() == .signedIn(renamed))
  }

  @Test func theSavedProfileOrNoneYet() async throws {
    // Given
    await service.seed(.ada)
    let session = try await service.login(email: ada.email, password: "Secret1")
    self.session.start(session)
    // When / Then
    #expect(await sut.savedProfile() == .noProfile(session.user))
    // When
    let saved = try await service.saveProfile(try .ada())
    // Then
    #expect(await sut.savedProfile() == .profile(saved))
  }

  @Test func aFailedLoadIsAFailure() async {
    // Given
    await service.setFault(.serverError(code: 503))
    // When / Then
    #expect(await sut.savedProfile() == .failed(.serverError(code: 503)))
  }

  @Test func logOutEndsTheSession() async {
    // Given
    session.start(Session(user: ada, token: "t"))
    // When / Then
    #expect(await sut.logout() == .loggedOut)
    #expect(session.current == nil)
  }
}

@MainActor
@Suite("Home router")
struct HomeRouterTests {
  let navigator = NavigatorSpy()
  let session = Session(
    user: User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: ""), token: "t")

  @Test func routesPushTheListAndTheProfileFormAndRootLogin() throws {
    // Given
    let app = AppContext.forRouting(navigator: navigator, session: session)
    let sut = HomeRouter(app: app)
    // When
    try sut.route(to: .userList)
    try sut.route(to: .profileForm(session.user))
    try sut.route(to: .login)
    // Then
    #expect(navigator.calls == [.push(.userList), .push(.profileForm), .setRoot(.login)])
  }

  @Test func theUserListIsRefusedWithoutASession() {
    // Given
    let app = AppContext.forRouting(navigator: navigator)
    let sut = HomeRouter(app: app)
    // Then
    #expect(throws: NavigationError.sessionRequired(.userList)) { try sut.route(to: .userList) }
    #expect(navigator.calls.isEmpty)
  }

  @Test func theProfileFormIsUnavailableUntilItsModuleIsRegistered() {
    // Given
    let app = AppContext(
      dependencies: AppContext.forRouting(navigator: navigator).dependencies,
      navigator: navigator, modules: ModuleRegistry(), isolation: MainActor.shared,
      session: SessionStore(session))
    let sut = HomeRouter(app: app)
    // Then
    #expect(app.modules.contains(.profileForm) == false)
    #expect(throws: NavigationError.unavailable(.profileForm)) {
      try sut.route(to: .profileForm(session.user))
    }
  }
}

@MainActor
@Suite("Home flow")
struct HomeFlowTests {
  @Test func signingInShowsTheWelcomeAndLoggingOutReturnsToLogin() async throws {
    // Given
    let world = await World()
    try await world.signIn()
    #expect(try world.harness.screen.texts == ["Welcome, ada@example.com!"])
    #expect(
      world.harness.recording.view(on: .home).map(\.event) == [
        .text("home.welcome", "Welcome, ada@example.com!")
      ])
    // When
    try world.harness.tap("Log out")
    await world.harness.runUntilIdle()
    // Then
    #expect(try world.harness.screen.id == .login)
    #expect(world.harness.app.session.current == nil)
    #expect(await world.service.currentSession == nil)
    #expect(
      world.harness.navigation.records.map(\.event) == [.setRoot, .setRoot, .setRoot])
  }

  @Test func theProfileRouteReachesTheColleaguesModuleThroughTheRegistry() async throws {
    // Given
    let world = await World()
    world.harness.modules.register(.profileForm) { route, _ throws(NavigationError) in
      guard case .profileForm(let user, _) = route else { throw .mismatchedRoute(route) }
      #expect(user.email == "ada@example.com")
      return PlaceholderView(.profileForm)
    }
    try await world.signIn()
    // When
    try world.harness.tap("Profile")
    await world.harness.settle()
    // Then
    #expect(world.harness.navigation.screens == [.home, .profileForm])
    #expect(throws: HarnessError.noScreen) { try world.harness.screen }
  }
}
