/// ProfileForm's navigation: the saved profile, pushed; Login when the session has ended.
public final class ProfileFormRouter: ProfileFormRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: ProfileFormRoute) throws(NavigationError) {
    switch route {
    case .profile(let profile): try app?.show(.profile(profile), as: .push)
    case .login: try app?.show(.login, as: .root)
    }
  }
}
