/// Login's presenter: turns taps into interactor calls and results into view calls and routes.
@MainActor
public final class LoginPresenter: LoginPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any LoginView)?
  private let interactor: any LoginInteracting
  private let router: any LoginRouting
  private let submission: Submission
  private var request = LoginModels.Request(email: "", password: "")

  /// Creates the presenter.
  public init(interactor: any LoginInteracting, router: any LoginRouting, tasks: TaskTracker) {
    self.interactor = interactor
    self.router = router
    submission = Submission(tasks: tasks)
  }

  public var screenID: ScreenID { .login }

  public func viewDidLoad() {
    view?.showLayout(LoginModels.layout)
    if let reason = interactor.takeSessionEndReason() {
      view?.showAlert(.error(ErrorMessages.text(for: reason)))
    }
  }

  public func viewWillAppear() {}

  public func didChange(_ field: FormField, to text: String) {
    switch field {
    case .email: request.email = text
    case .password: request.password = text
    default: break
    }
  }

  public func didTapLogin() {
    guard !submission.isRunning else { return }
    switch interactor.validate(request) {
    case .failure(.missingFields):
      view?.showAlert(.error(LoginModels.missingFieldsMessage))
    case .failure(.invalidEmail):
      view?.showAlert(.error(ValidationMessages.text(for: .invalidFormat, in: .email)))
    case .success(let credentials):
      submission.start(showingOn: view) { [weak self] in
        await self?.interactor.login(credentials)
      } then: { [weak self] result in
        if let result { self?.finish(result) }
      }
    }
  }

  public func didTapSignup() {
    navigate(to: .signup)
  }

  private func finish(_ result: Result<Session, AuthError>) {
    switch result {
    case .success(let session): navigate(to: .home(session.user))
    case .failure(let error): view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }

  private func navigate(to route: LoginRoute) {
    do {
      try router.route(to: route)
    } catch {
      view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }
}
