import ProfileApp

/// The shared log of a harness: every view call and navigation call, in order, on one clock.
///
/// ```swift
/// harness.recording.view(on: .login).map(\.event)
/// // [.buttonEnabled("Login", false), .loading(true), .buttonEnabled("Login", true), .loading(false)]
/// ```
public final class Recording {
  /// Every view call, in order.
  public private(set) var view: [Recorded<ViewEvent>] = []
  /// Every navigation call, in order.
  public private(set) var navigation: [Recorded<NavigationEvent>] = []
  /// The harness time.
  public let now: @Sendable () -> Duration

  /// Creates an empty log that stamps records with `now`.
  public init(now: @escaping @Sendable () -> Duration) { self.now = now }

  /// Appends a view call.
  public func record(_ event: ViewEvent, on screen: ScreenID) {
    view.append(Recorded(at: now(), screen: screen, event: event))
  }

  /// Appends a navigation call.
  public func record(_ event: NavigationEvent, of screen: ScreenID) {
    navigation.append(Recorded(at: now(), screen: screen, event: event))
  }

  /// The view calls made on `screen`, in order.
  public func view(on screen: ScreenID) -> [Recorded<ViewEvent>] {
    view.filter { $0.screen == screen }
  }

  /// Forgets every record (for example after a scenario's "Given" steps).
  public func clear() {
    view = []
    navigation = []
  }
}
