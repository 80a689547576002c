import AppTesting
import AuthSimulator
import Foundation
import ProfileApp

/// What one scenario runs on: the app on a virtual clock and a mock auth service, driven by a
/// harness, and what the scenario's steps have said so far.
///
/// A fresh world is made for every scenario, so scenarios share nothing and may run in any order.
@MainActor
public final class AppWorld {
  /// The scenario's time: nothing waits for real.
  public let clock = VirtualClock()
  /// The mock auth backend.
  public let service: MockAuthService
  /// The app, driven headless.
  public let harness: AppHarness
  /// "Today" for the app (birth dates and ages); a step may change it.
  public let today: Today
  /// The accounts the scenario registered.
  public var accounts = AccountBook()
  /// The audit of every screen shown.
  public let audit = ScreenAuditLog()
  /// Whether the scenario says calls may take longer than the budget.
  public var mayExceedBudget = false
  /// Whether the scenario says its screens may fail the accessibility audit.
  public var mayFailAudit = false
  /// The last tap, for steps such as "the button should be re-enabled".
  public var lastTap: Tap?
  /// Why the app last refused to open a screen.
  public var refusal: HarnessError?

  /// A world at time zero with an empty service, today being ``Today/defaultDate``; `makeService`
  /// builds the service on the scenario's clock (a test may give it a broken one).
  public init(
    service makeService: (VirtualClock) -> MockAuthService = { MockAuthService(clock: $0) }
  ) {
    let clock = clock
    let today = Today()
    let service = makeService(clock)
    self.service = service
    harness = AppHarness(
      dependencies: AppDependencies(authService: service, clock: clock, now: { today.date }),
      time: .virtual(clock))
    self.today = today
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
  public func show(_ route: AppRoute) throws {
    if (try? harness.screen.id) != route.screen { try harness.start(at: route) }
  }

  /// Taps the element titled `title`, remembering the tap for later steps, and lets the app react.
  public func tap(_ title: String) async throws {
    let state = try harness.screen
    let tap = Tap(
      screen: state.id, label: state.element(title)?.label ?? title, at: clock.elapsed,
      calls: await service.callLog.count, navigations: harness.navigation.records.count)
    try harness.tap(title)
    lastTap = tap
    await harness.settle()
  }

  /// The top screen as it is shown now.
  public var screen: ScreenState {
    get throws { try harness.screen }
  }
}

/// A tap as later steps ask about it: on which screen, which button, when, after how many calls.
public struct Tap: Sendable, Equatable {
  /// The screen the button was on.
  public var screen: ScreenID
  /// The button's label.
  public var label: String
  /// The virtual time of the tap.
  public var at: Duration
  /// How many service calls had been answered before the tap.
  public var calls: Int
  /// How many navigation calls had been made before the tap.
  public var navigations: Int
}
