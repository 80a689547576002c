import AuthSimulator
import ProfileApp
import VirtualTime

/// A router that records the routes it was asked for and can be told to refuse.
final class RouterSpy<Route> {
  private(set) var routes: [Route] = []
  var refusal: NavigationError?

  func route(to route: Route) throws(NavigationError) {
    if let refusal { throw refusal }
    routes.append(route)
  }
}

/// A navigator that records calls without views: for router tests.
final class NavigatorSpy: Navigator {
  enum Call: Equatable {
    case push(ScreenID)
    case pop
    case setRoot(ScreenID)
    case present(ScreenID)
    case dismiss
  }
  private(set) var calls: [Call] = []
  private(set) var views: [any ModuleView] = []
  private(set) var screens: [ScreenID] = []

  func push(_ view: any ModuleView) {
    record(.push(view.screenID), view)
    screens.append(view.screenID)
  }
  func pop() {
    calls.append(.pop)
    screens = screens.dropLast()
  }
  func setRoot(_ view: any ModuleView) {
    record(.setRoot(view.screenID), view)
    screens = [view.screenID]
  }
  func present(_ view: any ModuleView) { record(.present(view.screenID), view) }
  func dismiss() { calls.append(.dismiss) }

  private func record(_ call: Call, _ view: any ModuleView) {
    calls.append(call)
    views.append(view)
  }
}

/// A view of any screen with no presenter: what router tests register instead of real modules.
final class PlaceholderView: ModuleView {
  let screenID: ScreenID
  var screen: (any ScreenPresenting)? { nil }
  init(_ screen: ScreenID) { screenID = screen }
}

extension ModuleRegistry {
  /// A registry whose every screen builds a ``PlaceholderView``.
  static func placeholders() -> ModuleRegistry {
    let registry = ModuleRegistry()
    for screen in ScreenID.allCases {
      registry.register(screen) { _, _ in PlaceholderView(screen) }
    }
    return registry
  }
}

extension AppContext {
  /// An app on a virtual clock whose modules are placeholders, for router tests.
  static func forRouting(
    navigator: NavigatorSpy, session: Session? = nil
  ) -> AppContext {
    let clock = VirtualClock()
    return AppContext(
      dependencies: AppDependencies(authService: MockAuthService(clock: clock), clock: clock),
      navigator: navigator, modules: .placeholders(), isolation: MainActor.shared,
      session: SessionStore(session))
  }
}
