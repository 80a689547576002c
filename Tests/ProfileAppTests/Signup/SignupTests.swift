import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

final class SignupRouterSpy: SignupRouting {
  let spy = RouterSpy<SignupRoute>()
  func route(to route: SignupRoute) throws(NavigationError) { try spy.route(to: route) }
}

@MainActor
@Suite("Signup presenter")
struct SignupPresenterTests {
  let clock = VirtualClock()
  let service: MockAuthService
  let session = SessionStore()
  let view: SignupRecorder
  let router = SignupRouterSpy()
  let tasks = TaskTracker(isolation: MainActor.shared)
  let sut: SignupPresenter

  init() async {
    let clock = clock
    service = MockAuthService(clock: clock)
    await service.seed(.ada)
    view = SignupRecorder(recording: Recording(now: { clock.elapsed }))
    sut = SignupPresenter(
      interactor: SignupInteractor(service: service, session: session), router: router,
      tasks: tasks)
    sut.view = view
    view.presenter = sut
    view.showLayout(SignupModels.layout)
  }

  private var events: [ViewEvent] { view.records.map(\.event) }

  private func fill(_ account: NewAccount) {
    for (field, text) in SignupModels.Request(account).fields { sut.didChange(field, to: text) }
  }

  @Test func everyInvalidFieldGetsItsOwnMessageTogether() {
    // Given
    sut.didChange(.email, to: "not-an-email")
    sut.didChange(.password, to: "short")
    // When
    sut.didTapSubmit()
    sut.didTapSubmit()
    // Then
    #expect(
      events == [
        .fieldErrors([
          FieldErrorViewModel(field: .firstName, message: "First name is required."),
          FieldErrorViewModel(field: .lastName, message: "Last name is required."),
          FieldErrorViewModel(field: .email, message: "Please enter a valid email address."),
          FieldErrorViewModel(
            field: .password, message: "Password must be at least 6 characters long."),
          FieldErrorViewModel(field: .phone, message: "Phone number is required."),
        ])
      ])
    #expect(view.elements.contains { $0.label == "Last name is required." })
    #expect(AccessibilityAudit.audit(.signup, view.elements).isEmpty)
  }

  @Test func aValidFormSignsUpClearsErrorsAndRoutesToTheList() async {
    // Given
    sut.didChange(.email, to: "bad")
    sut.didTapSubmit()
    fill(.alan)
    // When
    sut.didTapSubmit()
    await clock.waitForSleepers(1)
    sut.didTapSubmit()
    #expect(view.elements.contains { $0.role == .progressIndicator })
    clock.advance(by: .milliseconds(400))
    await tasks.waitUntilIdle()
    // Then
    #expect(
      Array(events.suffix(5)) == [
        .fieldErrors([]), .buttonEnabled("Create account", false), .loading(true),
        .buttonEnabled("Create account", true), .loading(false),
      ])
    #expect(
      router.spy.routes.map { if case .userList(let user) = $0 { user.email } else { "" } } == [
        "alan@example.com"
      ])
    #expect(session.current?.user.email == "alan@example.com")
  }

  @Test func editingAFieldTakesOnlyItsMessageAway() {
    // Given
    sut.didTapSubmit()
    let shown = view.fieldErrors
    // When
    sut.didChange(.email, to: "grace@example.com")
    // Then
    #expect(view.fieldErrors == shown.filter { $0.field != .email })
    #expect(view.fieldErrors.count == SignupModels.fields.count - 1)
    // When
    sut.didChange(.email, to: "still no message")
    // Then
    #expect(events.count == 2)
  }

  @Test func aRegisteredEmailIsAnErrorFromTheService() async {
    // Given
    fill(.ada)
    // When
    sut.didTapSubmit()
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(400))
    await tasks.waitUntilIdle()
    // Then
    #expect(events.last == .alert(.error(ErrorMessages.text(for: .emailAlreadyRegistered))))
    #expect(router.spy.routes.isEmpty)
    #expect(session.current == nil)
  }

  @Test func aRefusedRouteIsExplained() async {
    // Given
    router.spy.refusal = .unavailable(.userList)
    await service.setLatency(.fixed(.zero))
    fill(.alan)
    // When
    sut.didTapSubmit()
    await tasks.waitUntilIdle()
    // Then
    #expect(events.last == .alert(.error("This screen is not available yet.")))
  }
}

@MainActor
@Suite("Signup interactor")
struct SignupInteractorTests {
  let service = MockAuthService(clock: VirtualClock())
  let session = SessionStore()
  let sut: SignupInteractor

  init() async {
    await service.setLatency(.fixed(.zero))
    sut = SignupInteractor(service: service, session: session)
  }

  @Test func aNewAccountIsSignedUpAndItsSessionStarted() async {
    // When
    let response = await sut.signup(.alan)
    // Then
    guard case .signedUp(let user) = response else {
      Issue.record("expected a signed-up response, got \(response)")
      return
    }
    #expect(user.email == NewAccount.alan.email)
    #expect(session.current?.user == user)
  }

  @Test func aRegisteredEmailFailsAndStartsNoSession() async {
    // Given
    _ = await sut.signup(.alan)
    session.end()
    // When
    let response = await sut.signup(.alan)
    // Then
    #expect(response == .failed(.emailAlreadyRegistered))
    #expect(session.current == nil)
  }

  @Test func aValidRequestBecomesATrimmedAccount() {
    var request = SignupModels.Request(.alan)
    request[.firstName] = "  Alan "
    #expect(sut.validate(request) == .success(.alan))
  }

  @Test func anEmptyRequestRefusesEveryField() {
    #expect(
      sut.validate(SignupModels.Request())
        == .failure(
          SignupModels.Refusal(issues: [
            .firstName: .empty, .lastName: .empty, .email: .empty, .password: .empty,
            .phone: .empty,
          ])))
  }
}

@MainActor
@Suite("Signup router")
struct SignupRouterTests {
  @Test func homeBecomesTheRootAndTheListIsPushed() throws {
    // Given
    let navigator = NavigatorSpy()
    let user = User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: "")
    let app = AppContext.forRouting(navigator: navigator, session: Session(user: user, token: "t"))
    let sut = SignupRouter(app: app)
    // When
    try sut.route(to: .userList(user))
    // Then
    #expect(navigator.calls == [.setRoot(.home), .push(.userList)])
  }
}

@MainActor
@Suite("Signup flow")
struct SignupFlowTests {
  @Test func aNewUserIsSignedInAndSeesThemselvesInTheList() async throws {
    // Given
    let world = await World()
    try world.harness.start()
    try world.harness.tap("Sign up")
    try world.harness.fillSignupForm(.alan)
    // When
    try world.harness.tap("Create account")
    await world.harness.runUntilIdle()
    // Then
    #expect(world.harness.navigation.screens == [.home, .userList])
    let screen = try world.harness.screen
    #expect(screen.texts == ["Registered users"])
    #expect(
      screen.elements.filter { $0.role == .button }.map(\.label) == [
        "Ada Lovelace, ada@example.com", "Alan Turing, alan@example.com",
      ])
    #expect(try world.harness.audit().isEmpty)
    #expect(world.harness.app.session.current?.user.email == "alan@example.com")
  }
}
