import Foundation

/// Profile's business logic: the saved profile, and its age against `now`.
public final class ProfileInteractor: ProfileInteracting {
  private let saved: UserProfile
  private let now: @Sendable () -> Date
  private let ageCalculator = AgeCalculator()

  /// Creates the interactor for `profile`, computing the age against `now`.
  public init(profile: UserProfile, now: @escaping @Sendable () -> Date) {
    saved = profile
    self.now = now
  }

  public func profile() -> ProfileModels.Response {
    ProfileModels.Response(
      profile: saved, age: ageCalculator.age(bornOn: saved.birthDate, on: CalendarDate(utc: now())))
  }
}
