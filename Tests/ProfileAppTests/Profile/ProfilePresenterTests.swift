import AppTesting
import AuthSimulator
import ProfileApp
import Testing
import VirtualTime

final class ProfileInteractorStub: ProfileInteracting {
  var saved: UserProfile
  var currentAge: Int? = 35

  init(profile: UserProfile) { saved = profile }

  func profile() -> ProfileModels.Response {
    ProfileModels.Response(profile: saved, age: currentAge)
  }
}

final class ProfileRouterSpy: ProfileRouting {
  let spy = RouterSpy<ProfileRoute>()
  func route(to route: ProfileRoute) throws(NavigationError) { try spy.route(to: route) }
}

@MainActor
@Suite("Profile presenter")
struct ProfilePresenterTests {
  let clock = VirtualClock()
  let recording: Recording
  let view: ProfileRecorder
  let interactor: ProfileInteractorStub
  let router = ProfileRouterSpy()
  let sut: ProfilePresenter

  init() throws {
    let clock = clock
    recording = Recording(now: { clock.elapsed })
    view = ProfileRecorder(recording: recording)
    interactor = ProfileInteractorStub(profile: try .ada())
    sut = ProfilePresenter(interactor: interactor, router: router)
    sut.view = view
    view.presenter = sut
    view.showLayout(ProfileModels.layout)
  }

  private var events: [ViewEvent] { view.records.map(\.event) }

  @Test func eachAppearanceShowsTheProfileWithTheAgeAsOfThen() {
    // When
    sut.viewDidLoad()
    sut.viewWillAppear()
    clock.advance(by: .seconds(5))
    interactor.currentAge = 36
    sut.viewWillAppear()
    // Then
    let lines = [
      "Name: Ada Lovelace", "Email: ada@example.com", "Country: Canada",
      "Birth date: 10 December 1990",
    ]
    #expect(
      view.records == [
        Recorded(
          at: .zero, screen: .profile,
          event: .list("profile.details", lines + ["Age: 35 years old", "Gender: Female"])),
        Recorded(
          at: .seconds(5), screen: .profile,
          event: .list("profile.details", lines + ["Age: 36 years old", "Gender: Female"])),
      ])
  }

  @Test func theScreenDeclaresEveryValueWithItsLabelAndPassesTheAudit() {
    // When
    sut.viewWillAppear()
    let elements = view.elements
    // Then
    #expect(
      elements.map { [$0.id, $0.label, $0.value ?? "-"] } == [
        ["profile.title", "Profile", "-"], ["profile.name", "Name", "Ada Lovelace"],
        ["profile.email", "Email", "ada@example.com"], ["profile.country", "Country", "Canada"],
        ["profile.birthDate", "Birth date", "10 December 1990"],
        ["profile.age", "Age", "35 years old"], ["profile.gender", "Gender", "Female"],
        ["profile.edit", "Edit profile", "-"],
      ])
    #expect(elements.last?.role == .button)
    #expect(AccessibilityAudit.audit(.profile, elements).isEmpty)
    #expect(sut.screenID == .profile)
  }

  @Test func theNameIsHiddenWhenTheSwitchWasOffAndAnUnknownAgeIsLeftOut() throws {
    // Given
    interactor.saved = try .ada(showsName: false)
    interactor.currentAge = nil
    // When
    sut.viewWillAppear()
    // Then
    #expect(
      events == [
        .list(
          "profile.details",
          [
            "Email: ada@example.com", "Country: Canada", "Birth date: 10 December 1990",
            "Gender: Female",
          ])
      ])
    #expect(!view.elements.contains { $0.id == ProfileElement.name.rawValue })
    #expect(!view.elements.contains { $0.label.contains("Ada") })
  }

  @Test func editRoutesToTheFormWithTheProfile() {
    // When
    sut.didTapEdit()
    // Then
    #expect(router.spy.routes == [.edit(interactor.saved)])
    #expect(events.isEmpty)
  }

  @Test func aRefusedRouteIsShownAsAnAlert() {
    // Given
    router.spy.refusal = .unavailable(.profileForm)
    // When
    sut.didTapEdit()
    // Then
    #expect(events == [.alert(.error("This screen is not available yet."))])
  }

  @Test func thePresenterHoldsItsViewWeakly() {
    // Given
    var recorder: ProfileRecorder? = ProfileRecorder(recording: recording)
    let presenter = ProfilePresenter(interactor: interactor, router: router)
    presenter.view = recorder
    // When
    recorder = nil
    // Then
    #expect(presenter.view == nil)
  }
}
