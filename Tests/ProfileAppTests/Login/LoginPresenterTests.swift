import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

final class LoginInteractorStub: LoginInteracting {
  let clock: VirtualClock
  var validation: Result<LoginModels.Credentials, LoginModels.Refusal> = .success(
    .init(
      email: "ada@example.com", password: "Secret1"))
  var answer: LoginModels.Response = .failed(.invalidCredentials)
  private(set) var logins: [LoginModels.Credentials] = []

  var sessionEndReason: AuthError?

  init(clock: VirtualClock) { self.clock = clock }

  func sessionEnd() -> LoginModels.Response? { sessionEndReason.map { .sessionEnded($0) } }

  func validate(_ request: LoginModels.Request) -> Result<
    LoginModels.Credentials, LoginModels.Refusal
  > {
    validation
  }

  func login(_ credentials: LoginModels.Credentials) async -> LoginModels.Response {
    logins.append(credentials)
    try? await clock.sleep(for: .seconds(1))
    return answer
  }
}

final class LoginRouterSpy: LoginRouting {
  let spy = RouterSpy<LoginRoute>()
  func route(to route: LoginRoute) throws(NavigationError) { try spy.route(to: route) }
}

@MainActor
@Suite("Login presenter")
struct LoginPresenterTests {
  let clock = VirtualClock()
  let recording: Recording
  let view: LoginRecorder
  let interactor: LoginInteractorStub
  let router = LoginRouterSpy()
  let tasks = TaskTracker(isolation: MainActor.shared)
  let sut: LoginPresenter

  init() {
    let clock = clock
    recording = Recording(now: { clock.elapsed })
    view = LoginRecorder(recording: recording)
    interactor = LoginInteractorStub(clock: clock)
    sut = LoginPresenter(interactor: interactor, router: router, tasks: tasks)
    sut.view = view
    view.presenter = sut
    view.showLayout(LoginModels.layout)
  }

  private var events: [ViewEvent] { view.records.map(\.event) }

  @Test func emptyFieldShowsTheFillAllFieldsAlertWithoutCallingTheService() {
    // Given
    interactor.validation = .failure(.missingFields)
    // When
    sut.didTapLogin()
    // Then
    #expect(events == [.alert(AlertViewModel(title: "Error", message: "Please fill all fields"))])
    #expect(interactor.logins.isEmpty)
    #expect(tasks.isIdle)
  }

  @Test func loadingTellsWhyTheServiceEndedTheLastSession() {
    // Given
    interactor.sessionEndReason = .notSignedIn
    // When
    sut.viewDidLoad()
    // Then
    #expect(events == [.alert(.error("You are not logged in any more. Please log in again."))])
  }

  @Test func loadingAfterALogOutShowsNoAlert() {
    // When
    sut.viewDidLoad()
    // Then
    #expect(events.isEmpty)
  }

  @Test func invalidEmailShowsAnAlertSayingSo() {
    // Given
    interactor.validation = .failure(.invalidEmail)
    // When
    sut.didTapLogin()
    // Then
    #expect(events == [.alert(.error("Please enter a valid email address."))])
  }

  @Test func wrongCredentialsDisableThenReenableThenAlert() async {
    // Given
    interactor.answer = .failed(.invalidCredentials)
    // When
    sut.didTapLogin()
    await clock.waitForSleepers()
    // Then
    #expect(events == [.buttonEnabled("Login", false), .loading(true)])
    #expect(view.elements.contains { $0.role == .progressIndicator })
    // When
    clock.advance(by: .seconds(1))
    await tasks.waitUntilIdle()
    // Then
    #expect(
      view.records == [
        Recorded(at: .zero, screen: .login, event: .buttonEnabled("Login", false)),
        Recorded(at: .zero, screen: .login, event: .loading(true)),
        Recorded(at: .seconds(1), screen: .login, event: .buttonEnabled("Login", true)),
        Recorded(at: .seconds(1), screen: .login, event: .loading(false)),
        Recorded(
          at: .seconds(1), screen: .login,
          event: .alert(.error(ErrorMessages.text(for: .invalidCredentials)))),
      ])
    #expect(router.spy.routes.isEmpty)
  }

  @Test(arguments: [AuthError.unreachable, .timedOut, .serverError(code: 500), .lockedOut])
  func serviceFailuresAreExplainedInWords(error: AuthError) async {
    // Given
    interactor.answer = .failed(error)
    // When
    sut.didTapLogin()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(1))
    await tasks.waitUntilIdle()
    // Then
    #expect(events.last == .alert(.error(ErrorMessages.text(for: error))))
  }

  @Test func successRoutesHomeWithTheUser() async {
    // Given
    let user = User(id: "u1", firstName: "Ada", lastName: "L", email: "ada@example.com", phone: "")
    interactor.answer = .signedIn(user)
    // When
    sut.didTapLogin()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(1))
    await tasks.waitUntilIdle()
    // Then
    #expect(
      events == [
        .buttonEnabled("Login", false), .loading(true), .buttonEnabled("Login", true),
        .loading(false),
      ])
    #expect(router.spy.routes == [.home(user)])
  }

  @Test func aSecondTapWhileLoadingIsIgnored() async {
    // Given
    sut.didTapLogin()
    await clock.waitForSleepers()
    // When
    sut.didTapLogin()
    // Then
    #expect(interactor.logins.count == 1)
    #expect(tasks.runningCount == 1)
    clock.advance(by: .seconds(1))
    await tasks.waitUntilIdle()
  }

  @Test func signUpLinkRoutesToSignup() {
    // When
    sut.didTapSignup()
    // Then
    #expect(router.spy.routes == [.signup])
  }

  @Test func aRefusedRouteIsShownAsAnAlert() {
    // Given
    router.spy.refusal = .unavailable(.signup)
    // When
    sut.didTapSignup()
    // Then
    #expect(events == [.alert(.error("This screen is not available yet."))])
  }

  @Test func theLoadedScreenShowsWhatIsTypedAndNeverExposesThePassword() throws {
    // When
    sut.viewDidLoad()
    sut.viewWillAppear()
    try view.type("ada@example.com", into: LoginElement.email.rawValue)
    try view.type("Secret1", into: LoginElement.password.rawValue)
    sut.didChange(.phone, to: "ignored")
    // Then
    let elements = view.elements
    #expect(view.layout == LoginModels.layout)
    #expect(elements.first { $0.id == LoginElement.email.rawValue }?.value == "ada@example.com")
    #expect(elements.first { $0.id == LoginElement.password.rawValue }?.value == "•••••••")
    #expect(AccessibilityAudit.audit(.login, elements).isEmpty)
    #expect(events.isEmpty)
  }
}
