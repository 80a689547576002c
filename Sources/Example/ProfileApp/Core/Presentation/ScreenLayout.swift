/// What a screen is made of, as its module declares it: each element's identifier, role, label and
/// hint, in reading order, and when the element is on screen.
///
/// A presenter hands its layout to the view once, when the view loads (``LayoutView/showLayout(_:)``),
/// as a view controller gives its outlets their accessibility labels. From then on the view shows
/// each element as the presenter's calls say: a field's text, a button enabled or not, a message, a
/// spinner. A label missing here is missing on screen, where the accessibility audit finds it.
///
/// ```swift
/// ScreenLayout([
///   .always(AccessibilityElement(id: "login.email", role: .textField, label: "Email")),
///   .whenShown(AccessibilityElement(id: "home.welcome", role: .staticText, label: "")),
///   .whileLoading(AccessibilityElement(id: "login.progress", role: .progressIndicator,
///                                      label: "Logging in")),
/// ])
/// ```
public struct ScreenLayout: Sendable, Equatable {
  /// When an element of the layout is on screen.
  public enum Presence: Sendable, Equatable {
    /// Always: titles, fields, buttons and controls.
    case always
    /// Once the presenter has sent the element's content: the text becomes the element's label
    /// when it is declared without one ("Welcome, ada@example.com!"), else its value ("Age":
    /// "36 years old"); or, for an element without content (a Retry button), once the presenter
    /// has said to show it.
    case whenShown
    /// While the view shows its loading state: progress indicators.
    case whileLoading
  }

  /// One element of the layout and when it is on screen.
  public struct Item: Sendable, Equatable {
    /// The element as the module declares it.
    public var element: AccessibilityElement
    /// When it is on screen.
    public var presence: Presence

    /// Creates an item.
    public init(_ element: AccessibilityElement, presence: Presence) {
      self.element = element
      self.presence = presence
    }

    /// An element that is always on screen.
    public static func always(_ element: AccessibilityElement) -> Item {
      Item(element, presence: .always)
    }

    /// An element on screen once the presenter has sent its content.
    public static func whenShown(_ element: AccessibilityElement) -> Item {
      Item(element, presence: .whenShown)
    }

    /// An element on screen while the view shows its loading state.
    public static func whileLoading(_ element: AccessibilityElement) -> Item {
      Item(element, presence: .whileLoading)
    }
  }

  /// The items, in reading order.
  public var items: [Item]

  /// Creates a layout from its items, in reading order.
  public init(_ items: [Item]) { self.items = items }

  /// The declared element with this identifier, if any.
  public func element(_ id: String) -> AccessibilityElement? {
    items.first { $0.element.id == id }?.element
  }
}

/// A view that receives its module's ``ScreenLayout``: every module's View protocol refines it.
public protocol LayoutView: AnyObject {
  /// Lays the screen out: called once, when the view has loaded.
  func showLayout(_ layout: ScreenLayout)
}
