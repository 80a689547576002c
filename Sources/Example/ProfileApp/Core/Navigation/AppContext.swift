/// The running app: dependencies, the navigator, the module registry, the session and tracked tasks.
///
/// Routers hold it `weak` (the navigator's views own their presenters and routers, so a strong
/// reference would be a cycle); whoever starts the app keeps it alive.
///
/// ```swift
/// let app = AppContext(
///   dependencies: dependencies, navigator: navigator, modules: registry, isolation: MainActor.shared)
/// try app.show(.login, as: .root)
/// ```
public final class AppContext {
  /// Services and time.
  public let dependencies: AppDependencies
  /// The navigation stack routers drive.
  public let navigator: any Navigator
  /// How routes become modules.
  public let modules: ModuleRegistry
  /// Who is signed in.
  public let session: SessionStore
  /// The asynchronous work presenters started.
  public let tasks: TaskTracker

  /// Creates the running app, confined to `isolation`: the main actor in an app, a scenario's world
  /// in the acceptance suite. Its presenters' tasks run there (see ``TaskTracker``), preferring
  /// `taskExecutor` for their code that is not isolated to it, when given.
  public init(
    dependencies: AppDependencies,
    navigator: any Navigator,
    modules: ModuleRegistry,
    isolation: any Actor,
    taskExecutor: (any TaskExecutor)? = nil,
    session: SessionStore = SessionStore()
  ) {
    self.dependencies = dependencies
    self.navigator = navigator
    self.modules = modules
    self.session = session
    tasks = TaskTracker(isolation: isolation, taskExecutor: taskExecutor)
  }

  /// Builds the module of `route` and shows it; refuses routes that need a session when there is none.
  public func show(_ route: AppRoute, as presentation: Presentation) throws(NavigationError) {
    if route.requiresSession, session.current == nil { throw .sessionRequired(route.screen) }
    let view = try modules.build(route, app: self)
    switch presentation {
    case .push: navigator.push(view)
    case .root: navigator.setRoot(view)
    case .present: navigator.present(view)
    }
  }
}
