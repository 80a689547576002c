/// Login's navigation: Home as the new root after sign-in, Signup pushed.
public final class LoginRouter: ModuleRouter, LoginRouting {
  public func route(to route: LoginRoute) throws(NavigationError) {
    switch route {
    case .home(let user): try show(.home(user), as: .root)
    case .signup: try show(.signup, as: .push)
    }
  }
}
