/// Login's presenter: turns taps into interactor calls and results into view calls and routes.
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
    if let ended = interactor.sessionEnd() { present(ended) }
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
    case .failure(let refusal):
      present(.refused(refusal))
    case .success(let credentials):
      let interactor = interactor
      submission.start(showingOn: view) {
        await interactor.login(credentials)
      } then: { [weak self] response in
        self?.present(response)
      }
    }
  }

  public func didTapSignup() {
    navigate(to: .signup)
  }

  /// Shows the view model of `response`; opens Home once the user is signed in.
  private func present(_ response: LoginModels.Response) {
    if let alert = Self.viewModel(for: response).alert { view?.showAlert(alert) }
    if case .signedIn(let user) = response { navigate(to: .home(user)) }
  }

  /// The words for each response.
  private static func viewModel(for response: LoginModels.Response) -> LoginModels.ViewModel {
    switch response {
    case .refused(.missingFields):
      LoginModels.ViewModel(alert: .error(LoginModels.missingFieldsMessage))
    case .refused(.invalidEmail):
      LoginModels.ViewModel(alert: .error(ValidationMessages.text(for: .invalidFormat, in: .email)))
    case .failed(let error), .sessionEnded(let error):
      LoginModels.ViewModel(alert: .error(ErrorMessages.text(for: error)))
    case .signedIn: LoginModels.ViewModel(alert: nil)
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
