/// Login's presenter: turns taps into interactor calls and results into view calls and routes.
@MainActor
public final class LoginPresenter: LoginPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any LoginView)?
  private let interactor: any LoginInteracting
  private let router: any LoginRouting
  private let tasks: TaskTracker
  private var request = LoginModels.Request(email: "", password: "")
  private var isLoading = false

  /// Creates the presenter.
  public init(interactor: any LoginInteracting, router: any LoginRouting, tasks: TaskTracker) {
    self.interactor = interactor
    self.router = router
    self.tasks = tasks
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
    guard !isLoading else { return }
    switch interactor.validate(request) {
    case .failure(.missingFields):
      view?.showAlert(.error(LoginModels.missingFieldsMessage))
    case .failure(.invalidEmail):
      view?.showAlert(.error(ValidationMessages.text(for: .invalidFormat, in: .email)))
    case .success(let credentials):
      isLoading = true
      view?.showSubmitting(true)
      tasks.run { [weak self] in await self?.login(credentials) }
    }
  }

  public func didTapSignup() {
    navigate(to: .signup)
  }

  private func login(_ credentials: LoginModels.Credentials) async {
    let result = await interactor.login(credentials)
    isLoading = false
    view?.showSubmitting(false)
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
