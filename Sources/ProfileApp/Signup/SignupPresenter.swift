/// Signup's presenter: every field's message together on submit, then the service call.
@MainActor
public final class SignupPresenter: SignupPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any SignupView)?
  private let interactor: any SignupInteracting
  private let router: any SignupRouting
  private let tasks: TaskTracker
  private var request = SignupModels.Request()
  private var fieldErrors: [FieldErrorViewModel] = []
  private var isLoading = false

  /// Creates the presenter.
  public init(interactor: any SignupInteracting, router: any SignupRouting, tasks: TaskTracker) {
    self.interactor = interactor
    self.router = router
    self.tasks = tasks
  }

  public var screenID: ScreenID { .signup }

  public var accessibilityElements: [AccessibilityElement] {
    var elements = [
      AccessibilityElement(
        id: SignupElement.title.rawValue, role: .staticText, label: "Create your account")
    ]
    for field in FormField.allCases {
      let id = SignupElement(field).rawValue
      let label = ValidationMessages.label(of: field)
      elements.append(
        field == .password
          ? AccessibilityElement(
            id: id, role: .secureField, label: label,
            hint: "At least 6 letters and digits, with upper- and lower-case letters and a digit")
          : AccessibilityElement(id: id, role: .textField, label: label, value: request[field]))
      if let error = fieldErrors.first(where: { $0.field == field }) {
        elements.append(
          AccessibilityElement(id: "\(id).error", role: .staticText, label: error.message))
      }
    }
    elements.append(
      AccessibilityElement(
        id: SignupElement.submit.rawValue, role: .button, label: "Create account",
        isEnabled: !isLoading))
    if isLoading {
      elements.append(
        AccessibilityElement(
          id: SignupElement.progress.rawValue, role: .progressIndicator,
          label: "Creating your account"))
    }
    return elements
  }

  public func viewDidLoad() {}

  public func viewWillAppear() {}

  public func didChange(_ field: FormField, to text: String) {
    request[field] = text
  }

  public func didTapSubmit() {
    guard !isLoading else { return }
    switch interactor.validate(request) {
    case .failure(let refusal):
      showFieldErrors(FieldErrorViewModel.list(refusal.issues))
    case .success(let account):
      showFieldErrors([])
      setLoading(true)
      tasks.run { [weak self] in await self?.signup(account) }
    }
  }

  private func signup(_ account: NewAccount) async {
    let result = await interactor.signup(account)
    setLoading(false)
    switch result {
    case .success(let session):
      do {
        try router.route(to: .userList(session.user))
      } catch {
        view?.showAlert(.error(ErrorMessages.text(for: error)))
      }
    case .failure(let error):
      view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }

  private func showFieldErrors(_ errors: [FieldErrorViewModel]) {
    guard errors != fieldErrors else { return }
    fieldErrors = errors
    view?.showFieldErrors(errors)
  }

  private func setLoading(_ loading: Bool) {
    isLoading = loading
    view?.setSubmitEnabled(!loading)
    if loading { view?.showLoading() } else { view?.hideLoading() }
  }
}
