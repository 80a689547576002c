/// Home's navigation: the user list and the profile form pushed, Login as root after log-out.
@MainActor
public final class HomeRouter: HomeRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: HomeRoute) throws(NavigationError) {
    switch route {
    case .userList: try app?.show(.userList, as: .push)
    case .profileForm(let user): try app?.show(.profileForm(user), as: .push)
    case .login: try app?.show(.login, as: .root)
    }
  }
}
