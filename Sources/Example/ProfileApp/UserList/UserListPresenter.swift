/// UserList's presenter: loads the list each time the screen appears, details on selection.
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

  public func viewWillAppear() { load(.users) }

  public func didTapRetry() {
    view?.showRetry(false)
    load(.users)
  }

  public func didSelectUser(id: String) { load(.user(id: id)) }

  /// Asks for `request` with the progress indicator shown until every request is answered.
  private func load(_ request: UserListModels.Request) {
    loadingCount += 1
    if loadingCount == 1 { view?.showLoading() }
    tasks.run {
      let response = await self.interactor.load(request)
      self.present(response)
      self.loadingCount -= 1
      if self.loadingCount == 0 { self.view?.hideLoading() }
    }
  }

  /// Shows the view model of `response`; back to Login when the service ended the session.
  private func present(_ response: UserListModels.Response) {
    let viewModel = Self.viewModel(for: response)
    if let rows = viewModel.rows { view?.showUsers(rows) }
    if let details = viewModel.details { view?.showDetails(details) }
    showMessage(viewModel.message)
    if viewModel.offersRetry { view?.showRetry(true) }
    if case .failed(.notSignedIn, _) = response { try? router.route(to: .login) }
  }

  /// The rows, details and words for each response.
  private static func viewModel(for response: UserListModels.Response) -> UserListModels.ViewModel {
    switch response {
    case .users(let users):
      UserListModels.ViewModel(
        rows: users.map(UserListModels.Row.init),
        message: users.isEmpty ? UserListModels.emptyMessage : nil)
    case .user(let user):
      UserListModels.ViewModel(details: UserListModels.Details(user: user))
    case .failed(let error, let request):
      UserListModels.ViewModel(
        message: ErrorMessages.text(for: error),
        offersRetry: request == .users && error != .notSignedIn)
    }
  }

  /// Shows `text` as the screen's message, or takes the message away (`nil`).
  private func showMessage(_ text: String?) {
    guard text != message else { return }
    message = text
    view?.showMessage(text ?? "")
  }
}
