import Foundation

/// Profile's business logic: the saved profile, and its age against `now`.
@MainActor
public final class ProfileInteractor: ProfileInteracting {
  public let profile: UserProfile
  private let now: @Sendable () -> Date
  private let ageCalculator = AgeCalculator()

  /// Creates the interactor for `profile`, computing the age against `now`.
  public init(profile: UserProfile, now: @escaping @Sendable () -> Date) {
    self.profile = profile
    self.now = now
  }

  public func age() -> Int? {
    ageCalculator.age(bornOn: profile.birthDate, on: CalendarDate(utc: now()))
  }
}
