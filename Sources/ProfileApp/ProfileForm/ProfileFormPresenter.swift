/// ProfileForm's presenter: the choices on load, the prefilled form on each appearance, the age as a
/// birth date is picked, every field's message together on save, then the Profile screen.
@MainActor
public final class ProfileFormPresenter: ProfileFormPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any ProfileFormView)?
  private let interactor: any ProfileFormInteracting
  private let router: any ProfileFormRouting
  private var request: ProfileFormModels.Request
  private var fieldErrors: [ProfileFormModels.FieldError] = []

  /// Creates the presenter, with the form as the interactor starts it.
  public init(interactor: any ProfileFormInteracting, router: any ProfileFormRouting) {
    self.interactor = interactor
    self.router = router
    request = interactor.initialRequest
  }

  public var screenID: ScreenID { .profileForm }

  public var accessibilityElements: [AccessibilityElement] {
    let form = viewModel
    var elements = [
      AccessibilityElement(
        id: ProfileFormElement.title.rawValue, role: .staticText, label: "Your profile")
    ]
    for field in ProfileFormModels.Field.allCases {
      elements.append(input(field, of: form))
      if field == .birthDate, let age = form.age {
        elements.append(
          AccessibilityElement(
            id: ProfileFormElement.age.rawValue, role: .staticText, label: "Age", value: age))
      }
      if let error = fieldErrors.first(where: { $0.field == field }) {
        elements.append(
          AccessibilityElement(
            id: ProfileFormElement(field).errorID, role: .staticText, label: error.message))
      }
    }
    return elements + [
      AccessibilityElement(
        id: ProfileFormElement.gender.rawValue, role: .segmentedControl, label: "Gender",
        value: form.gender, hint: genderOptions.map(\.title).joined(separator: ", ")),
      AccessibilityElement(
        id: ProfileFormElement.showName.rawValue, role: .toggle, label: "Show name on profile",
        value: ProfileText.switchValue(form.showsName),
        hint: "When off, your profile does not show your name"),
      AccessibilityElement(
        id: ProfileFormElement.save.rawValue, role: .button, label: "Save profile",
        hint: "Checks the form and shows your profile"),
    ]
  }

  public func viewDidLoad() {
    view?.showCountries(interactor.countries.map { .init(id: $0.id, title: $0.name) })
    view?.showGenders(genderOptions)
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
  }

  public func didSelectCountry(code: String) { request.countryCode = code }

  public func didPickBirthDate(_ date: CalendarDate) {
    request.birthDate = date
    view?.showAge(ageText ?? "")
  }

  public func didSelectGender(_ gender: Gender) { request.gender = gender }

  public func didSetShowsName(_ isOn: Bool) { request.showsName = isOn }

  public func didTapSave() {
    switch interactor.validate(request) {
    case .failure(let refusal):
      showFieldErrors(ProfileFormMessages.errors(refusal.issues))
    case .success(let profile):
      showFieldErrors([])
      request = ProfileFormModels.Request(profile: profile)
      do {
        try router.route(to: .profile(profile))
      } catch {
        view?.showAlert(.error(ErrorMessages.text(for: error)))
      }
    }
  }

  private var genderOptions: [ProfileFormModels.Option] {
    Gender.allCases.map { .init(id: $0.rawValue, title: ProfileText.gender($0)) }
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

  /// The element of a form field, with its value in `form`.
  private func input(
    _ field: ProfileFormModels.Field, of form: ProfileFormModels.ViewModel
  ) -> AccessibilityElement {
    let (role, value, hint): (AccessibilityElement.Role, String?, String?) =
      switch field {
      case .name: (.textField, form.name, nil)
      case .email: (.textField, form.email, nil)
      case .country: (.picker, form.country, "Choose your country from the list")
      case .birthDate: (.datePicker, form.birthDate, "Your age is computed from it")
      }
    return AccessibilityElement(
      id: ProfileFormElement(field).rawValue, role: role,
      label: ProfileFormMessages.label(of: field), value: value, hint: hint)
  }

  private func showFieldErrors(_ errors: [ProfileFormModels.FieldError]) {
    guard errors != fieldErrors else { return }
    fieldErrors = errors
    view?.showFieldErrors(errors)
  }
}
