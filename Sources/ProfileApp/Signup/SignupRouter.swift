/// Signup's navigation: Home becomes the root and the user list is pushed over it.
@MainActor
public final class SignupRouter: SignupRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: SignupRoute) throws(NavigationError) {
    switch route {
    case .userList(let user):
      try app?.show(.home(user), as: .root)
      try app?.show(.userList, as: .push)
    }
  }
}
