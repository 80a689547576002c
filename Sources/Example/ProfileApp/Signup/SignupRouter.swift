/// Signup's navigation: Home becomes the root and the user list is pushed over it.
public final class SignupRouter: ModuleRouter, SignupRouting {
  public func route(to route: SignupRoute) throws(NavigationError) {
    switch route {
    case .userList(let user):
      try show(.home(user), as: .root)
      try show(.userList, as: .push)
    }
  }
}
