/// Home's navigation: the user list and the profile form pushed, Login as root after log-out.
public final class HomeRouter: ModuleRouter, HomeRouting {
  public func route(to route: HomeRoute) throws(NavigationError) {
    switch route {
    case .userList: try show(.userList, as: .push)
    case .profileForm(let user): try show(.profileForm(user), as: .push)
    case .profile(let profile): try show(.profile(profile), as: .push)
    case .login: try show(.login, as: .root)
    }
  }
}
