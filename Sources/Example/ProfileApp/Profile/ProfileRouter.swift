/// Profile's navigation: Edit goes back to the profile form it was pushed from, or, when Home
/// opened the profile, replaces it with a form filled with the profile.
public final class ProfileRouter: ProfileRouting {
  private weak var app: AppContext?

  /// Creates the router; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  public func route(to route: ProfileRoute) throws(NavigationError) {
    switch route {
    case .edit(let profile):
      guard let app else { return }
      let beneath = app.navigator.screens.dropLast().last
      app.navigator.pop()
      guard beneath != .profileForm else { return }
      guard let user = app.session.current?.user else { throw .sessionRequired(.profileForm) }
      try app.show(.profileForm(user, saved: profile), as: .push)
    }
  }
}
