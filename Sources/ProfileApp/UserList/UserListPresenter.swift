/// UserList's presenter: loads the list each time the screen appears, details on selection.
@MainActor
public final class UserListPresenter: UserListPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any UserListView)?
  private let interactor: any UserListInteracting
  private let router: any UserListRouting
  private let tasks: TaskTracker
  private var message: String?
  private var loadingCount = 0

  /// Creates the presenter.
  public init(
    interactor: any UserListInteracting, router: any UserListRouting, tasks: TaskTracker
  ) {
    self.interactor = interactor
    self.router = router
    self.tasks = tasks
  }

  public var screenID: ScreenID { .userList }

  public func viewDidLoad() {
    view?.showLayout(UserListModels.layout)
  }

  public func viewWillAppear() { loadUsers() }

  public func didTapRetry() {
    view?.showRetry(false)
    loadUsers()
  }

  /// Loads the list; after a failure the view offers Retry.
  private func loadUsers() {
    load { [weak self] in
      guard let self else { return }
      switch await interactor.users() {
      case .success(let users):
        view?.showUsers(users.map(UserListModels.Row.init))
        showMessage(users.isEmpty ? UserListModels.emptyMessage : nil)
      case .failure(let error):
        show(error)
        if error != .notSignedIn { view?.showRetry(true) }
      }
    }
  }

  public func didSelectUser(id: String) {
    load { [weak self] in
      guard let self else { return }
      switch await interactor.user(id: id) {
      case .success(let user):
        view?.showDetails(UserListModels.Details(user: user))
        showMessage(nil)
      case .failure(let error):
        show(error)
      }
    }
  }

  /// Runs `work` as a tracked task with the progress indicator shown around it.
  private func load(_ work: @escaping @MainActor @Sendable () async -> Void) {
    loadingCount += 1
    if loadingCount == 1 { view?.showLoading() }
    tasks.run { [weak self] in
      await work()
      guard let self else { return }
      loadingCount -= 1
      if loadingCount == 0 { view?.hideLoading() }
    }
  }

  /// Shows `text` as the screen's message, or takes the message away (`nil`).
  private func showMessage(_ text: String?) {
    guard text != message else { return }
    message = text
    view?.showMessage(text ?? "")
  }

  private func show(_ error: AuthError) {
    showMessage(ErrorMessages.text(for: error))
    if error == .notSignedIn { try? router.route(to: .login) }
  }
}
