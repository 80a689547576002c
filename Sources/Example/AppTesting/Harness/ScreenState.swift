import ProfileApp

/// What is on the top screen now: its elements, alert and field errors, with handy views of them.
public struct ScreenState: Sendable, Equatable {
  /// Which screen is on top.
  public var id: ScreenID
  /// The screen's accessibility elements, in reading order.
  public var elements: [AccessibilityElement]
  /// The alert on screen, if any.
  public var alert: AlertViewModel?
  /// The field errors on screen.
  public var fieldErrors: [FieldErrorViewModel]

  /// Creates a state.
  public init(
    id: ScreenID, elements: [AccessibilityElement], alert: AlertViewModel?,
    fieldErrors: [FieldErrorViewModel]
  ) {
    self.id = id
    self.elements = elements
    self.alert = alert
    self.fieldErrors = fieldErrors
  }

  /// The visible static texts, in reading order.
  public var texts: [String] {
    elements.filter { $0.role == .staticText }.map { $0.value ?? $0.label }
  }

  /// The text and secure fields by label, with their values (`nil` for secure fields).
  public var fields: [String: String?] {
    Dictionary(
      elements.filter { $0.role == .textField || $0.role == .secureField }.map {
        ($0.label, $0.value)
      },
      uniquingKeysWith: { first, _ in first })
  }

  /// Whether a progress indicator is visible.
  public var isLoading: Bool { elements.contains { $0.role == .progressIndicator } }

  /// The element whose label or identifier is `name`.
  public func element(_ name: String) -> AccessibilityElement? {
    elements.first { $0.label == name } ?? elements.first { $0.id == name }
  }

  /// The elements the user can use now: enabled fields, buttons and controls.
  public var usable: [AccessibilityElement] {
    elements.filter { $0.role.isInteractive && $0.isEnabled }
  }

  /// Every element of the screen as a message lists it: `"Email" text field`.
  public var inventory: [String] { inventory(of: elements) }

  /// `elements` as a message lists them: `"Email" text field`, `"Login" button (disabled)`.
  public func inventory(of elements: [AccessibilityElement]) -> [String] {
    elements.map { element in
      let role = element.role == .staticText ? "text" : element.role.rawValue
      let state = element.role.isInteractive && !element.isEnabled ? " (disabled)" : ""
      return "\(element.label.quoted) \(role)\(state)"
    }
  }

  /// The problems the accessibility audit finds on this screen.
  public var accessibilityIssues: [AccessibilityIssue] { AccessibilityAudit.audit(id, elements) }
}
