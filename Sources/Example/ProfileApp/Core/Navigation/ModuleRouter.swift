/// What every router shares: a weak reference to the running app and a way to open a route.
///
/// A module's router subclasses it and maps its own routes to ``AppRoute`` cases:
///
/// ```swift
/// public final class LoginRouter: ModuleRouter, LoginRouting {
///   public func route(to route: LoginRoute) throws(NavigationError) {
///     switch route {
///     case .home(let user): try show(.home(user), as: .root)
///     case .signup: try show(.signup, as: .push)
///     }
///   }
/// }
/// ```
open class ModuleRouter {
  /// The running app, held weakly: the app's navigator owns the views that own this router.
  public private(set) weak var app: AppContext?

  /// Creates the router of a module of `app`; it holds the app weakly.
  public init(app: AppContext) { self.app = app }

  /// Opens `route` in the running app; does nothing once the app is gone.
  public func show(_ route: AppRoute, as presentation: Presentation) throws(NavigationError) {
    try app?.show(route, as: presentation)
  }
}
