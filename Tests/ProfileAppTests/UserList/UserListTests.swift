import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

final class UserListRouterSpy: UserListRouting {
  let spy = RouterSpy<UserListRoute>()
  func route(to route: UserListRoute) throws(NavigationError) { try spy.route(to: route) }
}

@MainActor
@Suite("UserList presenter")
struct UserListPresenterTests {
  let clock = VirtualClock()
  let service: MockAuthService
  let session = SessionStore()
  let view: UserListRecorder
  let router = UserListRouterSpy()
  let tasks = TaskTracker(isolation: MainActor.shared)
  let sut: UserListPresenter

  init() async throws {
    let clock = clock
    service = MockAuthService(clock: clock)
    await service.seed(.ada)
    await service.seed(.alan)
    await service.setLatency(.fixed(.zero), for: .login)
    session.start(try await service.login(email: "ada@example.com", password: "Secret1"))
    view = UserListRecorder(recording: Recording(now: { clock.elapsed }))
    sut = UserListPresenter(
      interactor: UserListInteractor(service: service, session: session), router: router,
      tasks: tasks)
    sut.view = view
    view.presenter = sut
    view.showLayout(UserListModels.layout)
  }

  private func settle() async {
    while tasks.runningCount > 0 {
      await clock.waitForSleepers(1)
      clock.advanceToNextDeadline()
      await tasks.waitUntilIdle()
    }
  }

  @Test func theListLoadsEachTimeTheScreenAppears() async {
    // When
    view.viewDidLoad()
    view.viewWillAppear()
    await settle()
    // Then
    #expect(
      view.records == [
        Recorded(at: .zero, screen: .userList, event: .loading(true)),
        Recorded(
          at: .milliseconds(200), screen: .userList,
          event: .list(
            "userList.title", ["Ada Lovelace, ada@example.com", "Alan Turing, alan@example.com"])),
        Recorded(at: .milliseconds(200), screen: .userList, event: .loading(false)),
      ])
    #expect(AccessibilityAudit.audit(.userList, view.elements).isEmpty)
  }

  @Test func aFailedLoadOffersRetryWhichLoadsAgain() async throws {
    // Given
    await service.setFault(.unreachable, for: .users)
    sut.viewWillAppear()
    await settle()
    #expect(view.elements.contains { $0.id == UserListElement.retry })
    await service.setFault(nil, for: .users)
    // When
    try view.tap(UserListElement.retry)
    await settle()
    // Then
    #expect(!view.elements.contains { $0.id == UserListElement.retry })
    #expect(view.elements.filter { $0.id.hasPrefix(UserListElement.rowPrefix) }.count == 2)
    #expect(
      view.records.map(\.event).filter {
        if case .shown = $0 { true } else { false }
      } == [.shown(UserListElement.retry, true), .shown(UserListElement.retry, false)])
  }

  @Test func aSignedOutListGoesBackToLoginWithoutRetry() async {
    // Given
    await service.setFault(.serverError(code: 401), for: .users)
    // When
    sut.viewWillAppear()
    await settle()
    // Then
    #expect(router.spy.routes == [.login])
    #expect(session.current == nil)
    #expect(session.takeEndReason() == .notSignedIn)
    #expect(session.takeEndReason() == nil)
    #expect(!view.elements.contains { $0.id == UserListElement.retry })
  }

  @Test func selectingAUserShowsTheirDetails() async {
    // When
    sut.didSelectUser(id: "user-2")
    await settle()
    // Then
    #expect(
      view.records.map(\.event) == [
        .loading(true),
        .list(
          "userList.details", ["Alan Turing", "Email: alan@example.com", "Phone: +441112223334"]),
        .loading(false),
      ])
    #expect(view.elements.map(\.label).contains("Email: alan@example.com"))
  }

  @Test func aUserWhoNoLongerExistsIsExplained() async {
    // Given
    await service.remove(email: "alan@example.com")
    // When
    sut.didSelectUser(id: "user-2")
    await settle()
    // Then
    #expect(
      view.records.map(\.event) == [
        .loading(true), .text("userList.message", "This user no longer exists."), .loading(false),
      ])
    #expect(view.elements.last?.label == "This user no longer exists.")
  }

  @Test func anEmptyListSaysSo() async {
    // Given
    await service.remove(email: "ada@example.com")
    await service.remove(email: "alan@example.com")
    // When
    sut.viewWillAppear()
    await settle()
    // Then
    #expect(
      view.records.map(\.event).contains(.text("userList.message", "No users are registered yet.")))
  }

  @Test func anEndedSessionSaysWhyAndReturnsToLogin() async throws {
    // Given
    await service.setLatency(.fixed(.zero), for: .logout)
    try await service.logout()
    // When
    sut.viewWillAppear()
    await settle()
    // Then
    #expect(
      view.records.map(\.event).contains(
        .text("userList.message", ErrorMessages.text(for: .notSignedIn))))
    #expect(session.current == nil)
    #expect(router.spy.routes == [.login])
  }

  @Test func aServiceFailureIsExplained() async {
    // Given
    await service.setFault(.serverError(code: 500), for: .users)
    // When
    sut.viewWillAppear()
    await settle()
    // Then
    #expect(
      view.records.map(\.event).contains(
        .text("userList.message", ErrorMessages.text(for: .serverError(code: 500)))))
  }
}

@MainActor
@Suite("UserList interactor")
struct UserListInteractorTests {
  let service = MockAuthService(clock: VirtualClock())
  let session = SessionStore()
  let sut: UserListInteractor

  init() async {
    await service.setLatency(.fixed(.zero))
    sut = UserListInteractor(service: service, session: session)
  }

  @Test func theListAndAUsersDetails() async throws {
    // Given
    await service.seed(.ada)
    await service.seed(.alan)
    session.start(try await service.login(email: "ada@example.com", password: "Secret1"))
    // When
    let response = await sut.load(.users)
    // Then
    guard case .users(let users) = response else {
      Issue.record("expected the users, got \(response)")
      return
    }
    #expect(users.map(\.email) == ["ada@example.com", "alan@example.com"])
    #expect(await sut.load(.user(id: users[1].id)) == .user(users[1]))
  }

  @Test func aFailureNamesTheRequestThatFailed() async throws {
    // Given
    await service.seed(.ada)
    session.start(try await service.login(email: "ada@example.com", password: "Secret1"))
    await service.setFault(.serverError(code: 404), for: .user)
    // When / Then
    #expect(await sut.load(.user(id: "gone")) == .failed(.userNotFound, .user(id: "gone")))
    #expect(session.current != nil)
  }

  @Test func anEndedSessionEndsTheAppsSession() async {
    // Given the app believes it is signed in, the service does not
    session.start(
      Session(
        user: User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: ""),
        token: "t"))
    // When / Then
    #expect(await sut.load(.users) == .failed(.notSignedIn, .users))
    #expect(session.current == nil)
  }
}

@MainActor
@Suite("UserList router")
struct UserListRouterTests {
  @Test func loginBecomesTheRoot() throws {
    let navigator = NavigatorSpy()
    let app = AppContext.forRouting(navigator: navigator)
    let sut = UserListRouter(app: app)
    try sut.route(to: .login)
    #expect(navigator.calls == [.setRoot(.login)])
  }
}

@MainActor
@Suite("UserList flow")
struct UserListFlowTests {
  @Test func fromHomeToTheListToAUsersDetails() async throws {
    // Given
    let world = await World(accounts: [.ada, .alan])
    try await world.signIn()
    // When
    try world.harness.tap("Users")
    await world.harness.runUntilIdle()
    try world.harness.tap("Alan Turing, alan@example.com")
    await world.harness.runUntilIdle()
    // Then
    #expect(
      try world.harness.screen.texts == [
        "Registered users", "Alan Turing", "Email: alan@example.com", "Phone: +441112223334",
      ])
    #expect(world.harness.navigation.screens == [.home, .userList])
  }

  @Test func theListIsRefusedWithoutASession() async throws {
    // Given
    let world = await World()
    // Then
    #expect(throws: HarnessError.navigation(.sessionRequired(.userList))) {
      try world.harness.start(at: .userList)
    }
  }
}

@Suite("User list details")
struct UserListDetailsTests {
  @Test func aMissingPhoneNumberGetsNoLine() {
    let user = User(id: "u1", firstName: "Grace", lastName: "Hopper", email: "g@x.io", phone: "")
    #expect(UserListModels.Details(user: user).lines == ["Grace Hopper", "Email: g@x.io"])
  }
}
