import AppTesting
import AuthSimulator
import Foundation
import ProfileApp
import Testing

extension Date {
  /// 15 June 2026, 12:00 UTC: the `now` of every profile test.
  static let profileNow = Date(timeIntervalSince1970: 1_781_524_800)
}

extension CalendarDate {
  /// The day `iso` names (`yyyy-mm-dd`); fails the test when there is no such day.
  static func on(
    _ iso: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CalendarDate {
    try #require(CalendarDate(iso: iso), sourceLocation: sourceLocation)
  }
}

extension UserProfile {
  /// Ada's profile: Canada, born 10 December 1990 (35 on ``Foundation/Date/profileNow``).
  static func ada(showsName: Bool = true) throws -> UserProfile {
    UserProfile(
      name: "Ada Lovelace", email: "ada@example.com", country: Country(id: "CA", name: "Canada"),
      birthDate: try .on("1990-12-10"), gender: .female, showsName: showsName)
  }
}

extension World {
  /// The app at a fixed `now`, on a virtual clock and a mock service, driven by a harness.
  init(now: Date, accounts: [NewAccount] = [.ada]) async {
    service = MockAuthService(clock: clock)
    await service.setLatency(.fixed(.zero))
    for account in accounts { await service.seed(account) }
    harness = AppHarness(
      dependencies: AppDependencies(authService: service, clock: clock, now: { now }),
      time: .virtual(clock), isolation: MainActor.shared)
  }

  /// Signs in as Ada and taps Profile on Home: the profile form on top.
  func openProfileForm() async throws {
    try await signIn()
    try harness.tap("Profile")
    await harness.runUntilIdle()
  }
}
