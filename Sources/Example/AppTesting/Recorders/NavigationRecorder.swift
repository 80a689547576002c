import ProfileApp

/// A headless navigation controller: keeps the stack of views, records each call, sends lifecycle.
///
/// Like UIKit, a view gets `viewDidLoad` the first time it is shown and `viewWillAppear` every time it
/// becomes the top screen.
public final class NavigationRecorder: Navigator {
  /// The navigation stack, root first.
  public private(set) var stack: [any ModuleView] = []
  /// The modally presented view, if any.
  public private(set) var modal: (any ModuleView)?
  private let recording: Recording

  /// Creates an empty navigator writing to `recording`.
  public init(recording: Recording) { self.recording = recording }

  /// The view on top: the modal view, else the top of the stack.
  public var top: (any ModuleView)? { modal ?? stack.last }

  /// The screens of the stack, root first, then the modal screen.
  public var screens: [ScreenID] { (stack + [modal].compactMap { $0 }).map(\.screenID) }

  /// Every navigation call, in order.
  public var records: [Recorded<NavigationEvent>] { recording.navigation }

  public func push(_ view: any ModuleView) {
    recording.record(.push, of: view.screenID)
    stack.append(view)
    show(view)
  }

  public func pop() {
    guard stack.count > 1, let popped = stack.popLast() else { return }
    recording.record(.pop, of: popped.screenID)
    if modal == nil { stack.last?.viewWillAppear() }
  }

  public func setRoot(_ view: any ModuleView) {
    recording.record(.setRoot, of: view.screenID)
    stack = [view]
    modal = nil
    show(view)
  }

  public func present(_ view: any ModuleView) {
    recording.record(.present, of: view.screenID)
    modal = view
    show(view)
  }

  public func dismiss() {
    guard let dismissed = modal else { return }
    recording.record(.dismiss, of: dismissed.screenID)
    modal = nil
    stack.last?.viewWillAppear()
  }

  private func show(_ view: any ModuleView) {
    view.viewDidLoad()
    view.viewWillAppear()
  }
}
