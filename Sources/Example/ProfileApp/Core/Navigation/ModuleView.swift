/// The presenter side every module shares: the lifecycle events its view relays.
///
/// Each module's `{Name}Presenting` protocol refines this one. A presenter tells its view everything
/// the screen shows, its layout included (``LayoutView``); it exposes no screen state of its own.
public protocol ScreenPresenting: AnyObject {
  /// Which screen this presenter drives.
  var screenID: ScreenID { get }
  /// Called once, when the view has been created.
  func viewDidLoad()
  /// Called each time the view is about to become visible.
  func viewWillAppear()
}

/// A module's view as the navigator sees it: a view controller in an app, a recorder in tests.
///
/// The view holds its presenter strongly and relays lifecycle to it, as on iOS.
public protocol ModuleView: AnyObject {
  /// Which screen this view shows.
  var screenID: ScreenID { get }
  /// The presenter of this view's module.
  var screen: (any ScreenPresenting)? { get }
  /// Relays the view lifecycle event to the presenter.
  func viewDidLoad()
  /// Relays the view lifecycle event to the presenter.
  func viewWillAppear()
}

extension ModuleView {
  /// Relays to ``screen``.
  public func viewDidLoad() { screen?.viewDidLoad() }
  /// Relays to ``screen``.
  public func viewWillAppear() { screen?.viewWillAppear() }
}
