/// UserList's navigation: back to Login when the session has ended.
@MainActor
public final class UserListRouter: UserListRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: UserListRoute) throws(NavigationError) {
    switch route {
    case .login: try app?.show(.login, as: .root)
    }
  }
}
