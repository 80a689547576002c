import Acceptance
import AppTesting
import AuthSimulator
import Foundation
import ProfileApp
import VirtualTime

/// What one scenario runs on: the app on a virtual clock and a mock auth service, driven by a
/// harness, and what the scenario's steps have said so far.
///
/// A fresh world is made for every scenario, so scenarios share nothing and may run in any order.
/// It is an actor, and the app it drives is confined to it: a scenario's steps, its app and its
/// clock run on one executor of their own, so scenarios run in parallel, with no hand-off between
/// threads within one.
public actor AppWorld {
  private nonisolated let executor = ScenarioExecutor.current ?? ScenarioExecutor()
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }
  /// The scenario's time: nothing waits for real.
  public nonisolated let clock = VirtualClock()
  /// The mock auth backend.
  public nonisolated let service: MockAuthService
  /// The app, driven headless, on this world.
  public private(set) lazy var harness = AppHarness(
    dependencies: AppDependencies(
      authService: service, clock: clock, now: { [today] in today.date }),
    time: .virtual(clock), isolation: self, taskExecutor: executor)
  /// "Today" for the app (birth dates and ages); a step may change it.
  public nonisolated let today: Today
  /// The accounts the scenario registered.
  public var accounts = AccountBook()
  /// The audit of every screen shown.
  public let audit = ScreenAuditLog()
  /// Whether the scenario says calls may take longer than the budget.
  public var mayExceedBudget = false
  /// Whether the scenario says its screens may fail the accessibility audit.
  public var mayFailAudit = false
  /// The user's last action (a tap, the Return key, going back, a screen opened), for the checks of
  /// what it caused: "the button should be re-enabled", "app should navigate to".
  public var lastAction: UserAction? {
    didSet { if let lastAction { actions.append(lastAction) } }
  }
  /// Every action of the user so far, in order, for the scenario's timeline.
  public private(set) var actions: [UserAction] = []
  /// Why the app last refused to open a screen.
  public var refusal: HarnessError?

  /// A world at time zero with an empty service, today being ``Today/defaultDate``; `makeService`
  /// builds the service on the scenario's clock (a test may give it a broken one).
  public init(
    service makeService: (VirtualClock, any SerialExecutor) -> MockAuthService = {
      MockAuthService(clock: $0, executor: $1)
    }
  ) {
    today = Today()
    service = makeService(clock, executor)
  }

  /// Ends the scenario's app: cancels the requests still in flight, so that nothing outlives it.
  public func tearDown() {
    harness.app.tasks.cancelAll()
  }

  /// Registers `account` in the service and the book.
  public func register(_ account: NewAccount) async {
    await service.seed(account)
    accounts.add(account)
  }

  /// The account whose credentials are "correct": the first one the scenario registered, or, when
  /// none is, ``AccountBook/standard``, registered now, so that a story that needs an account
  /// has one.
  public func correctAccount() async -> NewAccount {
    if let account = accounts.accounts.first { return account }
    await register(AccountBook.standard)
    return AccountBook.standard
  }

  /// The account registered with `email`, registered now (with the standard names, password and
  /// phone) if the scenario has not registered it.
  public func account(email: String) async -> NewAccount {
    if let account = accounts.account(email: email) { return account }
    var account = AccountBook.standard
    account.email = email
    await register(account)
    return account
  }

  /// Shows `route` as the root unless that screen is already on top.
  public func show(_ route: AppRoute) async throws {
    guard (try? harness.screen.id) != route.screen else { return }
    try harness.start(at: route)
    lastAction = await action("opening the \(route.screen.name) screen", on: route.screen)
  }

  /// Starts the app at `route`, as a link from outside the app would, remembering the attempt as
  /// the user's last action (so that checks can read what it caused) and the app's refusal, if it
  /// refused.
  public func tryToStart(at route: AppRoute) async {
    let attempt = await action(
      "the attempt to open the \(route.screen.name) screen", on: route.screen)
    refusal = nil
    do throws(HarnessError) {
      try harness.start(at: route)
    } catch {
      refusal = error
    }
    lastAction = attempt
    await harness.settle()
  }

  /// Makes sure the user is on `route`'s screen before acting on it: opens it as a user reaches it
  /// when the app shows no screen yet (a scenario's first action starts the app), and fails when
  /// another screen is on top, since a user cannot fill a form that is not shown, and starting the
  /// app over there would hide the way back to it.
  public func expectOrStart(_ route: AppRoute) async throws {
    guard harness.navigation.top != nil else { return try await open(route.screen) }
    let screens = harness.navigation.screens
    try verify(
      screens.last == route.screen,
      "the \(route.screen.name) screen is not shown: the screens are "
        + screens.map(\.name).joined(separator: " > ").quoted
        + "; a Given such as \"the user is on the \(route.screen.name) screen\" opens it")
  }

  /// Taps the element titled `title`, remembering the tap for later steps, and lets the app react.
  public func tap(_ title: String) async throws {
    let label = try harness.screen.element(title)?.label ?? title
    try await perform("the \(label.quoted) tap", button: label) { () throws in
      try harness.tap(title)
    }
  }

  /// Presses the Return key in the field titled `field`, remembering it as the last action.
  public func pressReturn(in field: String) async throws {
    try await perform("the Return key in \(field.quoted)") { () throws in
      try harness.pressReturn(in: field)
    }
  }

  /// Goes back, remembering it as the last action.
  public func goBack() async throws {
    try await perform("going back") { () throws in try harness.goBack() }
  }

  /// Does the user's action `act`, called `name` (on `button`, for a tap), remembers it for later
  /// steps, and lets the app react.
  private func perform(
    _ name: String, button: String? = nil, _ act: () throws -> Void
  ) async throws {
    let action = await action(name, button: button, on: try harness.screen.id)
    try act()
    lastAction = action
    await harness.settle()
  }

  /// An action called `name` on `screen`, taken now.
  private func action(_ name: String, button: String? = nil, on screen: ScreenID) async
    -> UserAction
  {
    UserAction(
      screen: screen, name: name, button: button, at: clock.elapsed,
      calls: await service.callLog.count, navigations: harness.navigation.records.count,
      viewEvents: harness.recording.view.count)
  }

  /// The top screen as it is shown now.
  public var screen: ScreenState {
    get throws { try harness.screen }
  }
}

/// A user's action as later steps ask about it: on which screen, which button, when, and how much
/// had been recorded before it.
public struct UserAction: Sendable, Equatable {
  /// The screen the action was on.
  public var screen: ScreenID
  /// The action as a message names it: `the "Login" tap`, `going back`.
  public var name: String
  /// The tapped element's label, for a tap.
  public var button: String?
  /// The virtual time of the action.
  public var at: Duration
  /// How many service calls had been answered before the action.
  public var calls: Int
  /// How many navigation calls had been made before the action.
  public var navigations: Int
  /// How many view calls had been recorded before the action.
  public var viewEvents: Int

  /// Creates an action; `button` is the tapped element's label, for a tap.
  public init(
    screen: ScreenID, name: String, button: String? = nil, at: Duration, calls: Int,
    navigations: Int, viewEvents: Int
  ) {
    self.screen = screen
    self.name = name
    self.button = button
    self.at = at
    self.calls = calls
    self.navigations = navigations
    self.viewEvents = viewEvents
  }
}
