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

  /// The problems the accessibility audit finds on this screen.
  public var accessibilityIssues: [AccessibilityIssue] { AccessibilityAudit.audit(id, elements) }
}
