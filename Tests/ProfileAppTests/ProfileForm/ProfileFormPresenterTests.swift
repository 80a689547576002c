import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

final class ProfileFormInteractorStub: ProfileFormInteracting {
  let countries = [Country(id: "CA", name: "Canada"), Country(id: "JP", name: "Japan")]
  let initialRequest = ProfileFormModels.Request(name: "Ada Lovelace", email: "ada@example.com")
  var ages: [CalendarDate: Int] = [:]
  var validation: Result<UserProfile, ProfileFormModels.Refusal> = .failure(.init(issues: [:]))
  var saving: Result<Void, AuthError> = .success(())
  private(set) var validated: [ProfileFormModels.Request] = []
  private(set) var saved: [UserProfile] = []

  func age(bornOn birthDate: CalendarDate) -> Int? { ages[birthDate] }

  func validate(
    _ request: ProfileFormModels.Request
  ) -> Result<UserProfile, ProfileFormModels.Refusal> {
    validated.append(request)
    return validation
  }

  func save(_ profile: UserProfile) async -> ProfileFormModels.Response {
    saved.append(profile)
    switch saving {
    case .success: return .saved(profile)
    case .failure(let error): return .failed(error)
    }
  }
}

final class ProfileFormRouterSpy: ProfileFormRouting {
  let spy = RouterSpy<ProfileFormRoute>()
  func route(to route: ProfileFormRoute) throws(NavigationError) { try spy.route(to: route) }
}

@MainActor
@Suite("ProfileForm presenter")
struct ProfileFormPresenterTests {
  let clock = VirtualClock()
  let recording: Recording
  let view: ProfileFormRecorder
  let interactor = ProfileFormInteractorStub()
  let router = ProfileFormRouterSpy()
  let tasks = TaskTracker(isolation: MainActor.shared)
  let sut: ProfileFormPresenter

  init() {
    let clock = clock
    recording = Recording(now: { clock.elapsed })
    view = ProfileFormRecorder(recording: recording)
    sut = ProfileFormPresenter(interactor: interactor, router: router, tasks: tasks)
    sut.view = view
    view.presenter = sut
    view.showLayout(ProfileFormModels.layout)
  }

  private var events: [ViewEvent] { view.records.map(\.event) }
  private var elements: [AccessibilityElement] { view.elements }
  private func value(_ id: ProfileFormElement) -> String? {
    elements.first { $0.id == id.rawValue }?.value
  }

  private static let prefilled = [
    "Name: Ada Lovelace", "Email: ada@example.com", "Country: -", "Birth date: -", "Age: -",
    "Gender: Prefer not to say", "Show name on profile: On",
  ]

  @Test func loadingShowsTheChoicesAndAppearingShowsTheFormPrefilled() {
    // When
    sut.viewDidLoad()
    clock.advance(by: .seconds(1))
    sut.viewWillAppear()
    // Then
    #expect(
      view.records == [
        Recorded(
          at: .zero, screen: .profileForm, event: .list("profileForm.country", ["Canada", "Japan"])),
        Recorded(
          at: .zero, screen: .profileForm,
          event: .list("profileForm.gender", ["Female", "Male", "Non-binary", "Prefer not to say"])),
        Recorded(
          at: .seconds(1), screen: .profileForm, event: .list("profileForm.form", Self.prefilled)),
      ])
    #expect(view.countries.map(\.id) == ["CA", "JP"])
    #expect(view.genders.map(\.id) == Gender.allCases.map(\.rawValue))
  }

  @Test func pickingABirthDateShowsTheAgeAndAFutureDateClearsIt() throws {
    // Given
    let past = try CalendarDate.on("1990-06-15")
    let future = try CalendarDate.on("2030-01-01")
    interactor.ages = [past: 36]
    // When
    sut.didPickBirthDate(past)
    // Then
    #expect(value(.age) == "36 years old")
    // When
    clock.advance(by: .seconds(2))
    sut.didPickBirthDate(future)
    // Then
    #expect(
      view.records == [
        Recorded(at: .zero, screen: .profileForm, event: .text("profileForm.age", "36 years old")),
        Recorded(at: .seconds(2), screen: .profileForm, event: .text("profileForm.age", "")),
      ])
    #expect(!elements.contains { $0.id == ProfileFormElement.age.rawValue })
  }

  @Test func choicesAreRelayedToTheSave() throws {
    // When
    sut.didChange(.name, to: "Grace Hopper")
    sut.didChange(.email, to: "grace@example.com")
    sut.didChange(.country, to: "ignored")
    sut.didChange(.birthDate, to: "ignored")
    sut.didSelectCountry(code: "JP")
    sut.didSelectGender(.nonBinary)
    sut.didSetShowsName(false)
    // Then
    #expect(events.isEmpty)
    // When
    sut.didTapSave()
    // Then
    #expect(
      interactor.validated == [
        ProfileFormModels.Request(
          name: "Grace Hopper", email: "grace@example.com", countryCode: "JP", gender: .nonBinary,
          showsName: false)
      ])
  }

  @Test func savingARefusedFormShowsEveryFieldsMessageOnceInFieldOrder() {
    // Given
    interactor.validation = .failure(
      .init(issues: [
        .birthDate: .birthDate(.inFuture), .name: .text(.empty), .country: .noCountry,
        .email: .text(.invalidFormat),
      ]))
    // When
    sut.didTapSave()
    sut.didTapSave()
    // Then
    let messages = [
      "Name is required.", "Please enter a valid email address.",
      "Please choose a country from the list.", "Birth date cannot be in the future.",
    ]
    #expect(events == [.list("profileForm.errors", messages)])
    #expect(
      elements.map(\.id) == [
        "profileForm.title", "profileForm.name", "profileForm.name.error", "profileForm.email",
        "profileForm.email.error", "profileForm.country", "profileForm.country.error",
        "profileForm.birthDate", "profileForm.birthDate.error", "profileForm.gender",
        "profileForm.showName", "profileForm.save",
      ])
    #expect(AccessibilityAudit.audit(.profileForm, elements).isEmpty)
    #expect(router.spy.routes.isEmpty)
  }

  @Test(arguments: [
    (BirthDateIssue.missing, "Birth date is required."),
    (.tooYoung(minimumAge: 13), "You must be at least 13 years old."),
    (.tooOld(maximumAge: 120), "Please check your birth date: the age must be at most 120 years."),
  ])
  func birthDateIssuesHaveTheirOwnMessage(issue: BirthDateIssue, message: String) {
    // Given
    interactor.validation = .failure(.init(issues: [.birthDate: .birthDate(issue)]))
    // When
    sut.didTapSave()
    // Then
    #expect(events == [.list("profileForm.errors", [message])])
  }

  @Test func aValidSaveClearsTheMessagesRoutesToTheProfileAndComesBackPrefilled() async throws {
    // Given
    let profile = try UserProfile.ada(showsName: false)
    interactor.ages = [profile.birthDate: 35]
    interactor.validation = .failure(.init(issues: [.name: .text(.empty)]))
    sut.didTapSave()
    interactor.validation = .success(profile)
    clock.advance(by: .seconds(3))
    // When
    sut.didTapSave()
    sut.didTapSave()
    await tasks.waitUntilIdle()
    clock.advance(by: .seconds(1))
    sut.viewWillAppear()
    // Then
    #expect(interactor.saved == [profile])
    #expect(
      view.records == [
        Recorded(
          at: .zero, screen: .profileForm, event: .list("profileForm.errors", ["Name is required."])
        ),
        Recorded(at: .seconds(3), screen: .profileForm, event: .list("profileForm.errors", [])),
        Recorded(
          at: .seconds(3), screen: .profileForm, event: .buttonEnabled("Save profile", false)),
        Recorded(at: .seconds(3), screen: .profileForm, event: .loading(true)),
        Recorded(
          at: .seconds(3), screen: .profileForm, event: .buttonEnabled("Save profile", true)),
        Recorded(at: .seconds(3), screen: .profileForm, event: .loading(false)),
        Recorded(
          at: .seconds(4), screen: .profileForm,
          event: .list(
            "profileForm.form",
            [
              "Name: Ada Lovelace", "Email: ada@example.com", "Country: Canada",
              "Birth date: 10 December 1990", "Age: 35 years old", "Gender: Female",
              "Show name on profile: Off",
            ])),
      ])
    #expect(router.spy.routes == [.profile(profile)])
    #expect(AccessibilityAudit.audit(.profileForm, elements).isEmpty)
  }

  @Test func aRefusedRouteIsShownAsAnAlert() async throws {
    // Given
    interactor.validation = .success(try UserProfile.ada())
    router.spy.refusal = .sessionRequired(.profile)
    // When
    sut.didTapSave()
    await tasks.waitUntilIdle()
    // Then
    #expect(events.last == .alert(.error("Please log in to continue.")))
  }

  @Test func aFailedSaveIsShownAsAnAlertAndAnEndedSessionGoesToLogin() async throws {
    // Given
    interactor.validation = .success(try UserProfile.ada())
    interactor.saving = .failure(.unreachable)
    // When
    sut.didTapSave()
    await tasks.waitUntilIdle()
    // Then
    #expect(events.last == .alert(.error(ErrorMessages.text(for: .unreachable))))
    #expect(router.spy.routes.isEmpty)
    // When
    interactor.saving = .failure(.notSignedIn)
    sut.didTapSave()
    await tasks.waitUntilIdle()
    // Then
    #expect(router.spy.routes == [.login])
  }

  @Test func thePresenterHoldsItsViewWeakly() {
    // Given
    var recorder: ProfileFormRecorder? = ProfileFormRecorder(recording: recording)
    let presenter = ProfileFormPresenter(interactor: interactor, router: router, tasks: tasks)
    presenter.view = recorder
    // When
    recorder = nil
    // Then
    #expect(presenter.view == nil)
    #expect(presenter.screenID == .profileForm)
  }
}
