import Foundation

/// The services and time every module receives: the auth service, a clock and `now`.
///
/// Production passes `ContinuousClock()` and `Date.init`; tests and scenarios pass the virtual clock of
/// `AuthSimulator` so no test ever sleeps for real.
///
/// ```swift
/// let dependencies = AppDependencies(authService: service, clock: ContinuousClock())
/// ```
public struct AppDependencies: Sendable {
  /// The account backend.
  public var authService: any AuthService
  /// The clock that every wait in the app uses.
  public var clock: any Clock<Duration>
  /// The current wall-clock date.
  public var now: @Sendable () -> Date

  /// Creates the dependencies; `now` defaults to the system date.
  public init(
    authService: any AuthService,
    clock: any Clock<Duration>,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.authService = authService
    self.clock = clock
    self.now = now
  }
}
