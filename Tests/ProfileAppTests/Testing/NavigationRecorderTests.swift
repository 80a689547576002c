import AppTesting
import ProfileApp
import Testing

final class LifecycleSpy: ScreenPresenting {
  let screenID: ScreenID
  private(set) var calls: [String] = []
  init(_ screen: ScreenID) { screenID = screen }
  func viewDidLoad() { calls.append("viewDidLoad") }
  func viewWillAppear() { calls.append("viewWillAppear") }
}

final class LifecycleView: ModuleView {
  let spy: LifecycleSpy
  init(_ screen: ScreenID) { spy = LifecycleSpy(screen) }
  var screenID: ScreenID { spy.screenID }
  var screen: (any ScreenPresenting)? { spy }
}

@MainActor
@Suite("Navigation recorder")
struct NavigationRecorderTests {
  let recording = Recording(now: { .zero })
  let sut: NavigationRecorder

  init() { sut = NavigationRecorder(recording: recording) }

  @Test func recordsEveryCallAndSendsTheUIKitLifecycle() {
    // Given
    let login = LifecycleView(.login)
    let signup = LifecycleView(.signup)
    let home = LifecycleView(.home)
    let profile = LifecycleView(.profile)
    // When
    sut.setRoot(login)
    sut.push(signup)
    sut.present(profile)
    #expect(sut.screens == [.login, .signup, .profile])
    #expect(sut.top === profile)
    sut.pop()
    sut.dismiss()
    sut.dismiss()
    sut.pop()
    sut.pop()
    sut.setRoot(home)
    // Then
    #expect(
      sut.records.map { "\($0.event) \($0.screen)" } == [
        "setRoot login", "push signup", "present profile", "pop signup", "dismiss profile",
        "setRoot home",
      ])
    #expect(login.spy.calls == ["viewDidLoad", "viewWillAppear", "viewWillAppear"])
    #expect(sut.screens == [.home])
    recording.clear()
    #expect(sut.records.isEmpty)
  }
}

@Suite("Accessibility audit")
struct AccessibilityAuditTests {
  @Test func reportsEachProblemWithTheScreenAndElement() {
    let elements = [
      AccessibilityElement(id: "title", role: .staticText, label: "Your profile"),
      AccessibilityElement(id: "a", role: .textField, label: " "),
      AccessibilityElement(id: "b", role: .button, label: "Save"),
      AccessibilityElement(id: "c", role: .toggle, label: "Save"),
      AccessibilityElement(id: "d", role: .secureField, label: "Password", value: "Secret1"),
      AccessibilityElement(id: "e", role: .secureField, label: "Repeat", value: "•••"),
      AccessibilityElement(id: "f", role: .progressIndicator, label: ""),
      AccessibilityElement(id: "g", role: .staticText, label: ""),
    ]
    let issues = AccessibilityAudit.audit(.profileForm, elements)
    #expect(
      issues.map(\.description) == [
        "Profile form screen: text field \"a\" has no label",
        "Profile form screen: switch \"c\" repeats the label \"Save\"",
        "Profile form screen: secure field \"d\" exposes its value",
        "Profile form screen: progress indicator \"f\" is visible without a label",
      ])
    #expect(
      issues.first
        == AccessibilityIssue(
          screen: .profileForm, element: "a", role: .textField, problem: .missingLabel))
  }

  @Test func aScreenMustStartWithAHeading() {
    let button = AccessibilityElement(id: "b", role: .button, label: "Save")
    let blank = AccessibilityElement(id: "t", role: .staticText, label: " ")
    #expect(
      AccessibilityAudit.audit(.signup, [button]).map(\.description) == [
        "Sign up screen starts with button \"b\", not with a labelled heading that says what the "
          + "screen is"
      ])
    #expect(AccessibilityAudit.audit(.home, [blank, button]).map(\.problem) == [.missingHeading])
    #expect(
      AccessibilityAudit.audit(.home, []).map(\.description) == [
        "Home screen shows nothing, not even a heading that says what it is"
      ])
  }

  @Test func everyRoleHasAName() {
    #expect(AccessibilityElement.Role.allCases.map(\.rawValue).count == 9)
    #expect(AccessibilityElement.Role.allCases.filter(\.isInteractive).count == 7)
  }
}

@MainActor
@Suite("Harness")
struct HarnessTests {
  @Test func explainsWhatItCannotDo() async throws {
    // Given
    let world = await World()
    // Then
    #expect(throws: HarnessError.noScreen) { try world.harness.dismissAlert() }
    #expect(throws: HarnessError.noScreen) { try world.harness.tap("Login") }
    try world.harness.start()
    let login = [
      "\"Log in to your account\" text", "\"Email\" text field", "\"Password\" secure field",
      "\"Login\" button", "\"Sign up\" button",
    ]
    #expect(throws: HarnessError.noElement("Nope", on: .login, shown: login)) {
      try world.harness.tap("Nope")
    }
    #expect(throws: HarnessError.noAlert(on: .login)) { try world.harness.dismissAlert() }
    #expect(throws: HarnessError.cannotGoBack(from: .login)) { try world.harness.goBack() }
    #expect(throws: HarnessError.notEditable("Login", on: .login)) {
      try world.harness.type("x", into: "Login")
    }
    #expect(throws: HarnessError.notTappable("Email", on: .login)) {
      try world.harness.tap("Email")
    }
    #expect(HarnessError.noScreen.description == "No screen is shown; start the app first.")
    #expect(
      HarnessError.navigation(.unavailable(.profile)).description
        == "The app could not navigate: This screen is not available yet.")
    #expect(
      HarnessError.noElement("X", on: .userList, shown: ["\"Users\" button"]).description
        == "There is no \"X\" on the User list screen. It shows: \"Users\" button.")
    #expect(
      HarnessError.disabled("Login", on: .login, enabled: []).description
        == "\"Login\" on the Login screen is disabled, so it cannot be used. Nothing on the screen "
        + "can be used now.")
    #expect(
      HarnessError.alertShown(.error("Oops"), on: .signup).description
        == "An alert covers the Sign up screen (\"Error\": \"Oops\"); dismiss it first, for "
        + "example with \"When the user dismisses the alert\".")
    #expect(
      HarnessError.noOption("", in: "Country", on: .profileForm, options: ["Canada"]).description
        == "\"Country\" on the Profile form screen has no option (empty). Its options: \"Canada\".")
    #expect(
      HarnessError.cannotGoBack(from: .home).description
        == "The Home screen is the first screen: there is nowhere to go back to.")
    #expect(HarnessError.notEditable("X", on: .home).description.contains("not a field"))
    #expect(HarnessError.notTappable("X", on: .home).description.contains("cannot be tapped"))
  }

  @Test func alertsCanBeDismissedAndTimeMovesOnlyWhenAdvanced() async throws {
    // Given
    let world = await World()
    try world.harness.start()
    try world.harness.tap("Login")
    // When
    try world.harness.dismissAlert()
    await world.harness.advance(by: .seconds(3))
    // Then
    #expect(try world.harness.screen.alert == nil)
    #expect(world.harness.now == .seconds(3))
    #expect(
      world.harness.recording.view(on: .login).map(\.event) == [
        .alert(.error("Please fill all fields")), .alertDismissed,
      ])
    #expect(await world.harness.waitForPendingRequest() == false)
  }

  @Test func identifiersFindElementsAsLabelsDo() async throws {
    let world = await World()
    try world.harness.start()
    try world.harness.type("ada@example.com", into: LoginElement.email.rawValue)
    #expect(try world.harness.screen.element("Email")?.value == "ada@example.com")
    #expect(try world.harness.screen.accessibilityIssues.isEmpty)
  }
}

@MainActor
@Suite("App context and registry")
struct AppContextTests {
  @Test func routesKnowTheirScreenAndWhetherTheyNeedASession() throws {
    let user = User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: "")
    let routes: [AppRoute] = [
      .login, .home(user), .signup, .userList, .profileForm(user), .profile(try .ada()),
    ]
    #expect(routes.map(\.screen) == ScreenID.allCases)
    #expect(routes.map(\.requiresSession) == [false, true, false, true, true, true])
  }

  @Test func theTrackerWaitsForEveryTaskAndCanCancelThem() async {
    let clock = VirtualClockProbe()
    let sut = TaskTracker(isolation: MainActor.shared)
    var changes = 0
    sut.onChange = { changes += 1 }
    sut.run { try? await clock.sleep() }
    #expect(sut.runningCount == 1)
    await clock.waitForSleeper()
    sut.cancelAll()
    await sut.waitUntilIdle()
    await sut.waitUntilIdle()
    #expect(sut.isIdle)
    #expect(changes == 2)
  }
}
