/// Profile's navigation: Edit pops back to the profile form it was pushed from.
@MainActor
public final class ProfileRouter: ProfileRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: ProfileRoute) throws(NavigationError) {
    switch route {
    case .edit: app?.navigator.pop()
    }
  }
}
