/// UserList's navigation: back to Login when the session has ended.
public final class UserListRouter: ModuleRouter, UserListRouting {
  public func route(to route: UserListRoute) throws(NavigationError) {
    switch route {
    case .login: try show(.login, as: .root)
    }
  }
}
