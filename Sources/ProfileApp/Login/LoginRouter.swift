/// Login's navigation: Home as the new root after sign-in, Signup pushed.
@MainActor
public final class LoginRouter: LoginRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: LoginRoute) throws(NavigationError) {
    switch route {
    case .home(let user): try app?.show(.home(user), as: .root)
    case .signup: try app?.show(.signup, as: .push)
    }
  }
}
