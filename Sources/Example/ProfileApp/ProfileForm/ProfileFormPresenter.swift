/// ProfileForm's presenter: the choices on load, the prefilled form on each appearance, the age as a
/// birth date is picked, every field's message together on save, then the Profile screen.
public final class ProfileFormPresenter: ProfileFormPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any ProfileFormView)?
  private let interactor: any ProfileFormInteracting
  private let router: any ProfileFormRouting
  private let submission: Submission
  private var request: ProfileFormModels.Request
  private var fieldErrors: [ProfileFormModels.FieldError] = []

  /// Creates the presenter, with the form as the interactor starts it.
  public init(
    interactor: any ProfileFormInteracting, router: any ProfileFormRouting, tasks: TaskTracker
  ) {
    self.interactor = interactor
    self.router = router
    submission = Submission(tasks: tasks)
    request = interactor.initialRequest
  }

  public var screenID: ScreenID { .profileForm }

  public func viewDidLoad() {
    view?.showLayout(ProfileFormModels.layout)
    view?.showCountries(interactor.countries.map { .init(id: $0.id, title: $0.name) })
    view?.showGenders(ProfileFormModels.genderOptions)
  }

  public func viewWillAppear() {
    view?.showForm(viewModel)
  }

  public func didChange(_ field: ProfileFormModels.Field, to text: String) {
    switch field {
    case .name: request.name = text
    case .email: request.email = text
    case .country, .birthDate: break
    }
    clearError(of: field)
  }

  public func didSelectCountry(code: String) {
    request.countryCode = code
    clearError(of: .country)
  }

  public func didPickBirthDate(_ date: CalendarDate) {
    request.birthDate = date
    view?.showAge(ageText ?? "")
    clearError(of: .birthDate)
  }

  public func didSelectGender(_ gender: Gender) { request.gender = gender }

  public func didSetShowsName(_ isOn: Bool) { request.showsName = isOn }

  public func didTapSave() {
    guard !submission.isRunning else { return }
    switch interactor.validate(request) {
    case .failure(let refusal):
      present(.refused(refusal))
    case .success(let profile):
      showFieldErrors([])
      let interactor = interactor
      submission.start(showingOn: view) {
        await interactor.save(profile)
      } then: { [weak self] response in
        self?.present(response)
      }
    }
  }

  /// Shows every refused field's message or the failure's alert; on to the Profile screen once
  /// saved, back to Login once the service ended the session.
  private func present(_ response: ProfileFormModels.Response) {
    switch response {
    case .refused(let refusal):
      showFieldErrors(ProfileFormMessages.errors(refusal.issues))
    case .saved(let saved):
      request = ProfileFormModels.Request(profile: saved)
      do {
        try router.route(to: .profile(saved))
      } catch {
        view?.showAlert(.error(ErrorMessages.text(for: error)))
      }
    case .failed(.notSignedIn):
      try? router.route(to: .login)
    case .failed(let error):
      view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }

  private var ageText: String? {
    request.birthDate.flatMap(interactor.age(bornOn:)).map(ProfileText.age)
  }

  private var viewModel: ProfileFormModels.ViewModel {
    ProfileFormModels.ViewModel(
      name: request.name, email: request.email,
      country: interactor.countries.first { $0.id == request.countryCode }?.name,
      birthDate: request.birthDate.map(ProfileText.date), age: ageText,
      gender: ProfileText.gender(request.gender), showsName: request.showsName)
  }

  /// Takes the message of `field` away as soon as the user edits it; the others stay until the
  /// next save.
  private func clearError(of field: ProfileFormModels.Field) {
    showFieldErrors(fieldErrors.filter { $0.field != field })
  }

  private func showFieldErrors(_ errors: [ProfileFormModels.FieldError]) {
    guard errors != fieldErrors else { return }
    fieldErrors = errors
    view?.showFieldErrors(errors)
  }
}
