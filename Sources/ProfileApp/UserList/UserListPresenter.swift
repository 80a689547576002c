/// UserList's presenter: loads the list each time the screen appears, details on selection.
@MainActor
public final class UserListPresenter: UserListPresenting {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any UserListView)?
  private let interactor: any UserListInteracting
  private let router: any UserListRouting
  private let tasks: TaskTracker
  private var rows: [UserListModels.Row] = []
  private var details: UserListModels.Details?
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

  public var accessibilityElements: [AccessibilityElement] {
    var elements = [
      AccessibilityElement(id: UserListElement.title, role: .staticText, label: "Registered users")
    ]
    elements += rows.map {
      AccessibilityElement(
        id: UserListElement.row($0.id), role: .button, label: $0.text, hint: "Shows the details")
    }
    if let details {
      elements += details.lines.enumerated().map {
        AccessibilityElement(
          id: "\(UserListElement.details).\($0.offset)", role: .staticText, label: $0.element)
      }
    }
    if let message {
      elements.append(
        AccessibilityElement(id: UserListElement.message, role: .staticText, label: message))
    }
    if loadingCount > 0 {
      elements.append(
        AccessibilityElement(
          id: UserListElement.progress, role: .progressIndicator, label: "Loading users"))
    }
    return elements
  }

  public func viewDidLoad() {}

  public func viewWillAppear() {
    load { [weak self] in
      guard let self else { return }
      switch await interactor.users() {
      case .success(let users):
        rows = users.map(UserListModels.Row.init)
        message = users.isEmpty ? "No users are registered yet." : nil
        view?.showUsers(rows)
        if let message { view?.showMessage(message) }
      case .failure(let error):
        show(error)
      }
    }
  }

  public func didSelectUser(id: String) {
    load { [weak self] in
      guard let self else { return }
      switch await interactor.user(id: id) {
      case .success(let user):
        let selected = UserListModels.Details(user: user)
        details = selected
        message = nil
        view?.showDetails(selected)
      case .failure(let error):
        details = nil
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

  private func show(_ error: AuthError) {
    let text = ErrorMessages.text(for: error)
    message = text
    view?.showMessage(text)
    if error == .notSignedIn { try? router.route(to: .login) }
  }
}
