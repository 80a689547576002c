import Foundation

/// ProfileForm's business logic: a validation worker per field, the age against `now`, and the
/// service that keeps the profile.
public final class ProfileFormInteractor: ProfileFormInteracting {
  public let countries = Country.all
  public let initialRequest: ProfileFormModels.Request
  private let now: @Sendable () -> Date
  private let service: any AuthService
  private let session: SessionStore
  private let nameValidator = NameValidator()
  private let emailValidator = EmailValidator()
  private let birthDateValidator = BirthDateValidator()
  private let ageCalculator = AgeCalculator()

  /// Creates the interactor for `user`, whose form starts from `saved` when a profile is saved,
  /// computing ages against `now` (``AppDependencies/now``).
  public init(
    user: User, saved: UserProfile? = nil, service: any AuthService, session: SessionStore,
    now: @escaping @Sendable () -> Date
  ) {
    initialRequest =
      saved.map(ProfileFormModels.Request.init(profile:))
      ?? ProfileFormModels.Request(name: user.fullName, email: user.email)
    self.service = service
    self.session = session
    self.now = now
  }

  /// Saves `profile`, and the signed-in user's new name and email with it; a `notSignedIn` answer
  /// ends the app's session too.
  public func save(_ profile: UserProfile) async -> ProfileFormModels.Response {
    let result = await session.call { () async throws(AuthError) in
      try await service.saveProfile(profile)
    }
    switch result {
    case .success(let saved):
      if let user = session.current?.user { session.update(user.updated(with: saved)) }
      return .saved(saved)
    case .failure(let error):
      return .failed(error)
    }
  }

  public func age(bornOn birthDate: CalendarDate) -> Int? {
    ageCalculator.age(bornOn: birthDate, on: CalendarDate(utc: now()))
  }

  public func validate(
    _ request: ProfileFormModels.Request
  ) -> Result<UserProfile, ProfileFormModels.Refusal> {
    var issues: [ProfileFormModels.Field: ProfileFormModels.Issue] = [:]
    func accepted<Value, Failure>(
      _ result: Result<Value, Failure>, _ field: ProfileFormModels.Field,
      _ issue: (Failure) -> ProfileFormModels.Issue
    ) -> Value? {
      switch result {
      case .success(let value): return value
      case .failure(let failure):
        issues[field] = issue(failure)
        return nil
      }
    }
    let name = accepted(nameValidator.validate(request.name), .name, ProfileFormModels.Issue.text)
    let email = accepted(
      emailValidator.validate(request.email), .email, ProfileFormModels.Issue.text)
    let country = countries.first { $0.id == request.countryCode }
    if country == nil { issues[.country] = .noCountry }
    let age = accepted(
      birthDateValidator.validate(request.birthDate, today: CalendarDate(utc: now())), .birthDate,
      ProfileFormModels.Issue.birthDate)
    guard let name, let email, let country, let birthDate = request.birthDate, age != nil else {
      return .failure(ProfileFormModels.Refusal(issues: issues))
    }
    return .success(
      UserProfile(
        name: name, email: email, country: country, birthDate: birthDate, gender: request.gender,
        showsName: request.showsName))
  }
}
