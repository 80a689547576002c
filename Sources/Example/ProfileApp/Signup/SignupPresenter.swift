/// Signup's presenter: every field's message together on submit, then the service call.
public final class SignupPresenter: SignupPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any SignupView)?
  private let interactor: any SignupInteracting
  private let router: any SignupRouting
  private let submission: Submission
  private var request = SignupModels.Request()
  private var fieldErrors: [FieldErrorViewModel] = []

  /// Creates the presenter.
  public init(interactor: any SignupInteracting, router: any SignupRouting, tasks: TaskTracker) {
    self.interactor = interactor
    self.router = router
    submission = Submission(tasks: tasks)
  }

  public var screenID: ScreenID { .signup }

  public func viewDidLoad() {
    view?.showLayout(SignupModels.layout)
  }

  public func viewWillAppear() {}

  public func didChange(_ field: FormField, to text: String) {
    request[field] = text
    // The edited field's message goes at once; the others stay until the next submission.
    showFieldErrors(fieldErrors.filter { $0.field != field })
  }

  public func didTapSubmit() {
    guard !submission.isRunning else { return }
    switch interactor.validate(request) {
    case .failure(let refusal):
      present(.refused(refusal))
    case .success(let account):
      showFieldErrors([])
      let interactor = interactor
      submission.start(showingOn: view) {
        await interactor.signup(account)
      } then: { [weak self] response in
        self?.present(response)
      }
    }
  }

  /// Shows the view model of `response`; opens the user list once the account exists.
  private func present(_ response: SignupModels.Response) {
    let viewModel = Self.viewModel(for: response)
    if let errors = viewModel.fieldErrors { showFieldErrors(errors) }
    if let alert = viewModel.alert { view?.showAlert(alert) }
    guard case .signedUp(let user) = response else { return }
    do {
      try router.route(to: .userList(user))
    } catch {
      view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }

  /// The words for each response.
  private static func viewModel(for response: SignupModels.Response) -> SignupModels.ViewModel {
    switch response {
    case .refused(let refusal):
      SignupModels.ViewModel(fieldErrors: FieldErrorViewModel.list(refusal.issues))
    case .failed(let error): SignupModels.ViewModel(alert: .error(ErrorMessages.text(for: error)))
    case .signedUp: SignupModels.ViewModel()
    }
  }

  private func showFieldErrors(_ errors: [FieldErrorViewModel]) {
    guard errors != fieldErrors else { return }
    fieldErrors = errors
    view?.showFieldErrors(errors)
  }
}
