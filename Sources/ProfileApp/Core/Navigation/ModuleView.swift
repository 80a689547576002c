/// The presenter side every module shares: lifecycle and what the screen declares for accessibility.
///
/// Each module's `{Name}Presenting` protocol refines this one.
@MainActor
public protocol ScreenPresenting: AnyObject {
  /// Which screen this presenter drives.
  var screenID: ScreenID { get }
  /// The elements a user (or assistive technology) can see and touch, in reading order.
  var accessibilityElements: [AccessibilityElement] { get }
  /// Called once, when the view has been created.
  func viewDidLoad()
  /// Called each time the view is about to become visible.
  func viewWillAppear()
}

/// A module's view as the navigator sees it: a view controller in an app, a recorder in tests.
///
/// The view holds its presenter strongly and relays lifecycle to it, as on iOS.
@MainActor
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
