import Foundation
import ProfileApp
import Synchronization
import Testing

@MainActor
@Suite("Profile interactor")
struct ProfileInteractorTests {
  @Test(arguments: [
    ("1990-06-15", "2026-06-15T00:00:00Z", 36),  // birthday today, first second
    ("1990-06-15", "2026-06-14T23:59:59Z", 35),  // the second before
    ("2000-02-29", "2025-02-28T12:00:00Z", 24),  // leap day, common year
    ("2000-02-29", "2025-03-01T00:00:00Z", 25),
    ("2000-02-29", "2028-02-29T00:00:00Z", 28),
  ])
  func theAgeIsComputedAgainstTheInjectedNow(born: String, now: String, age: Int) throws {
    // Given
    let date = try #require(ISO8601DateFormatter().date(from: now))
    var profile = try UserProfile.ada()
    profile.birthDate = try .on(born)
    // When
    let sut = ProfileInteractor(profile: profile, now: { date })
    // Then
    #expect(sut.profile() == ProfileModels.Response(profile: profile, age: age))
  }

  @Test func theAgeFollowsNowAsItMoves() throws {
    // Given
    let now = Mutex(Date.profileNow)
    let sut = ProfileInteractor(profile: try .ada(), now: { now.withLock { $0 } })
    #expect(sut.profile().age == 35)
    let birthday = try #require(ISO8601DateFormatter().date(from: "2026-12-10T00:00:00Z"))
    // When
    now.withLock { $0 = birthday }
    // Then
    #expect(sut.profile().age == 36)
  }

  @Test func aBirthDateAfterNowHasNoAge() throws {
    // Given
    var profile = try UserProfile.ada()
    profile.birthDate = try .on("2026-06-16")
    // Then
    #expect(ProfileInteractor(profile: profile, now: { .profileNow }).profile().age == nil)
  }
}
