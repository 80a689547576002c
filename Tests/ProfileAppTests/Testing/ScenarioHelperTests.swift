import AppTesting
import ProfileApp
import Testing

/// The AppTesting helpers the step library uses: the account book, loading durations, placeholder
/// text, the audit log of visited screens.
@Suite struct ScenarioHelperTests {
  @Test func wrongCredentialsMatchNoAccount() throws {
    var book = AccountBook()
    #expect(book.account(email: book.wrong.email) == nil)
    #expect(book.wrong.email == "unregistered." + AccountBook.standard.email)
    book.add(.ada)
    book.add(.alan)
    #expect(book.accounts == [.ada, .alan])
    let wrong = book.wrong
    #expect(book.account(email: wrong.email) == nil)
    #expect(wrong.password != NewAccount.ada.password)
    #expect(book.account(email: "ADA@example.com") == .ada)
  }

  @Test func loadingDurationsPairEachShowingWithItsHiding() {
    let records = [
      Recorded(at: .milliseconds(100), screen: .login, event: ViewEvent.loading(true)),
      Recorded(at: .milliseconds(400), screen: .login, event: .loading(false)),
      Recorded(at: .milliseconds(500), screen: .login, event: .loading(true)),
    ]
    #expect(records.loadingDurations == [.milliseconds(300)])
  }

  @Test func placeholderTextIsFound() {
    let state = ScreenState(
      id: .home,
      elements: [
        AccessibilityElement(id: "home.welcome", role: .staticText, label: "Welcome, user!"),
        AccessibilityElement(id: "home.title", role: .staticText, label: "home.title"),
        AccessibilityElement(id: "home.ok", role: .staticText, label: "Welcome, ada@example.com!"),
      ], alert: nil, fieldErrors: [])
    #expect(state.placeholderTexts == ["Welcome, user!", "home.title"])
  }

  @Test @MainActor func theAuditLogKeepsEveryScreenShown() async throws {
    let world = await World()
    let log = ScreenAuditLog()
    try await world.signIn()
    log.audit(world.harness)
    try world.harness.tap("Users")
    await world.harness.runUntilIdle()
    log.audit(world.harness)
    #expect(log.visited == [.home, .userList])
    #expect(log.failureMessage == nil)
  }

  @Test @MainActor func theAuditLogAuditsAScreenAgainOnceItChanges() async throws {
    let world = await World()
    let log = ScreenAuditLog()
    try await world.signIn()
    log.audit(world.harness)
    log.audit(world.harness)
    #expect(log.issues.isEmpty)
    let home = try #require(world.harness.navigation.stack.last as? RecorderView)
    home.showLayout(
      ScreenLayout([
        .always(AccessibilityElement(id: "home.title", role: .staticText, label: "Home")),
        .always(AccessibilityElement(id: "home.go", role: .button, label: "")),
      ]))
    log.audit(world.harness)
    #expect(
      log.issues == [
        AccessibilityIssue(screen: .home, element: "home.go", role: .button, problem: .missingLabel)
      ])
  }
}
