/// Signup's presenter: every field's message together on submit, then the service call.
@MainActor
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
      showFieldErrors(FieldErrorViewModel.list(refusal.issues))
    case .success(let account):
      showFieldErrors([])
      submission.start(showingOn: view) { [weak self] in
        await self?.interactor.signup(account)
      } then: { [weak self] result in
        if let result { self?.finish(result) }
      }
    }
  }

  private func finish(_ result: Result<Session, AuthError>) {
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
}
