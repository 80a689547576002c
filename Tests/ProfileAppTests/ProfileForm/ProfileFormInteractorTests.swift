import AuthSimulator
import Foundation
import ProfileApp
import Testing
import VirtualTime

@MainActor
@Suite("ProfileForm interactor")
struct ProfileFormInteractorTests {
  let user = User(
    id: "user-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "")
  let sut: ProfileFormInteractor

  init() {
    sut = ProfileFormInteractor(
      user: user, service: MockAuthService(clock: VirtualClock()), session: SessionStore(),
      now: { .profileNow })
  }

  private func valid() throws -> ProfileFormModels.Request {
    ProfileFormModels.Request(
      name: "Ada Lovelace", email: "ada@example.com", countryCode: "CA",
      birthDate: try .on("1990-12-10"), gender: .female, showsName: true)
  }

  @Test func theFormStartsWithTheUsersNameAndEmailAndNothingChosen() {
    #expect(
      sut.initialRequest
        == ProfileFormModels.Request(
          name: "Ada Lovelace", email: "ada@example.com", countryCode: nil, birthDate: nil,
          gender: .unspecified, showsName: true))
    #expect(sut.countries == Country.all)
  }

  @Test func aValidRequestBecomesTheTrimmedProfile() throws {
    // Given
    var request = try valid()
    request.name = "  Ada Lovelace \n"
    request.email = "\tada@example.com "
    request.showsName = false
    // When
    let result = sut.validate(request)
    // Then
    #expect(result == .success(try UserProfile.ada(showsName: false)))
  }

  @Test func anEmptyFormRefusesEveryFieldWithItsOwnIssue() {
    // When
    let result = sut.validate(ProfileFormModels.Request(name: " ", email: ""))
    // Then
    #expect(
      result
        == .failure(
          .init(issues: [
            .name: .text(.empty), .email: .text(.empty), .country: .noCountry,
            .birthDate: .birthDate(.missing),
          ])))
  }

  @Test func aCountryCodeOutsideTheListIsNoCountry() throws {
    // Given
    var request = try valid()
    request.countryCode = "XX"
    // Then
    #expect(sut.validate(request) == .failure(.init(issues: [.country: .noCountry])))
  }

  @Test(arguments: [
    ("2026-06-16", ProfileFormModels.Issue.birthDate(.inFuture)),
    ("2026-06-15", .birthDate(.tooYoung(minimumAge: 13))),
    ("1900-01-01", .birthDate(.tooOld(maximumAge: 120))),
  ])
  func birthDatesAreCheckedAgainstTheInjectedNow(
    born: String, issue: ProfileFormModels.Issue
  ) throws {
    // Given
    var request = try valid()
    request.birthDate = try .on(born)
    // Then
    #expect(sut.validate(request) == .failure(.init(issues: [.birthDate: issue])))
  }

  @Test func theAgeIsComputedAgainstTheInjectedNow() throws {
    #expect(try sut.age(bornOn: .on("1990-06-15")) == 36)
    #expect(try sut.age(bornOn: .on("1990-06-16")) == 35)
    #expect(try sut.age(bornOn: .on("2026-06-16")) == nil)
  }
}

@MainActor
@Suite("ProfileForm interactor saves")
struct ProfileFormInteractorSaveTests {
  let service = MockAuthService(clock: VirtualClock())
  let session = SessionStore()

  init() async {
    await service.setLatency(.fixed(.zero))
  }

  private func interactor() -> ProfileFormInteractor {
    ProfileFormInteractor(
      user: session.current?.user
        ?? User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: ""),
      service: service, session: session, now: { .profileNow })
  }

  @Test func aSavedProfileRenamesTheSignedInUser() async throws {
    // Given
    await service.seed(.ada)
    session.start(try await service.login(email: "ada@example.com", password: "Secret1"))
    var profile = try UserProfile.ada()
    profile.name = "Augusta King"
    // When
    let response = await interactor().save(profile)
    // Then
    #expect(response == .saved(profile))
    #expect(session.current?.user.fullName == "Augusta King")
  }

  @Test func anEndedSessionFailsAndEndsTheAppsSession() async throws {
    // Given the app believes it is signed in, the service does not
    session.start(
      Session(
        user: User(id: "1", firstName: "A", lastName: "B", email: "a@b.co", phone: ""),
        token: "t"))
    // When
    let response = await interactor().save(try .ada())
    // Then
    #expect(response == .failed(.notSignedIn))
    #expect(session.current == nil)
  }
}
