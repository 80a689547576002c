/// Home's presenter: the welcome text each time Home appears, and the three ways on.
public final class HomePresenter: HomePresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any HomeView)?
  private let interactor: any HomeInteracting
  private let router: any HomeRouting
  private let tasks: TaskTracker
  private var isLoggingOut = false
  private var isOpeningProfile = false

  /// Creates the presenter.
  public init(interactor: any HomeInteracting, router: any HomeRouting, tasks: TaskTracker) {
    self.interactor = interactor
    self.router = router
    self.tasks = tasks
  }

  public var screenID: ScreenID { .home }

  public func viewDidLoad() {
    view?.showLayout(HomeModels.layout)
  }

  /// The welcome text each time Home appears, for the user as they are now.
  public func viewWillAppear() {
    present(interactor.signedInUser())
  }

  public func didTapUsers() { navigate(to: .userList) }

  public func didTapProfile() {
    guard !isOpeningProfile else { return }
    isOpeningProfile = true
    tasks.run {
      let response = await self.interactor.savedProfile()
      self.isOpeningProfile = false
      self.present(response)
    }
  }

  public func didTapLogout() {
    guard !isLoggingOut else { return }
    isLoggingOut = true
    view?.setLogoutEnabled(false)
    tasks.run {
      let response = await self.interactor.logout()
      self.isLoggingOut = false
      self.view?.setLogoutEnabled(true)
      self.present(response)
    }
  }

  /// Shows the welcome, or an alert, or opens the screen a response leads to.
  private func present(_ response: HomeModels.Response) {
    switch response {
    case .signedIn(let user): view?.showWelcome(HomeModels.ViewModel(user: user).welcome)
    case .profile(let saved): navigate(to: .profile(saved))
    case .noProfile(let user): navigate(to: .profileForm(user))
    case .failed(.notSignedIn), .loggedOut: navigate(to: .login)
    case .failed(let error): view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }

  private func navigate(to route: HomeRoute) {
    do {
      try router.route(to: route)
    } catch {
      view?.showAlert(.error(ErrorMessages.text(for: error)))
    }
  }
}
