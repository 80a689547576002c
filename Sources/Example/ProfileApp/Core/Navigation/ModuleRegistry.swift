/// Turns a route into a built module: where the platform decides which view each module gets.
///
/// A real app registers builders that create view controllers; `AppTesting` registers builders that
/// create recorders. Modules never reference each other, only ``AppRoute`` cases.
///
/// ```swift
/// registry.register(.login) { _, app in
///   LoginModule.build(view: LoginRecorder(recording: recording), app: app)  // AppTesting's
/// }
/// ```
///
/// Adding a module: give it a ``ScreenID`` and an ``AppRoute`` case (``AppRoute/profileForm(_:)``
/// and ``AppRoute/profile(_:)`` exist already), write its folder in the shape of `Login/`, then
/// register a builder that reads the route's values; other routers reach it with
/// `show(.profileForm(user), as: .push)` and never see its types.
public final class ModuleRegistry {
  /// Builds the module of a route and returns its view.
  public typealias Builder =
    (AppRoute, AppContext) throws(NavigationError) -> any ModuleView

  private var builders: [ScreenID: Builder] = [:]

  /// Creates an empty registry.
  public init() {}

  /// Registers (or replaces) the builder of a screen.
  public func register(_ screen: ScreenID, _ builder: @escaping Builder) {
    builders[screen] = builder
  }

  /// Whether a builder is registered for `screen`.
  public func contains(_ screen: ScreenID) -> Bool { builders[screen] != nil }

  /// Builds the module that `route` opens.
  public func build(_ route: AppRoute, app: AppContext) throws(NavigationError) -> any ModuleView {
    guard let builder = builders[route.screen] else { throw .unavailable(route.screen) }
    return try builder(route, app)
  }
}
