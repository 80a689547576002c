/// One thing on a screen that a user or assistive technology can perceive or touch.
///
/// Modules declare their elements in a ``ScreenLayout`` that the presenter hands to its view; views
/// show them and the audit reads what is shown, so a missing label is a defect of the module.
///
/// ```swift
/// AccessibilityElement(id: "login.email", role: .textField, label: "Email", value: "ada@example.com")
/// ```
public struct AccessibilityElement: Sendable, Equatable, Hashable {
  /// What kind of control or content the element is.
  public enum Role: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Editable single-line text.
    case textField = "text field"
    /// Editable text whose value is never shown.
    case secureField = "secure field"
    /// Something to tap.
    case button
    /// An on/off switch.
    case toggle = "switch"
    /// A choice among values.
    case picker
    /// A choice of date.
    case datePicker = "date picker"
    /// A row of mutually exclusive segments.
    case segmentedControl = "segmented control"
    /// Read-only text.
    case staticText = "static text"
    /// A spinning activity indicator.
    case progressIndicator = "progress indicator"

    /// Whether the user edits or activates the element (fields, buttons and choices).
    public var isInteractive: Bool {
      switch self {
      case .staticText, .progressIndicator: false
      default: true
      }
    }
  }

  /// A stable identifier, unique on its screen, that drivers use to find the element.
  public var id: String
  /// The kind of element.
  public var role: Role
  /// What the element is called, as read aloud.
  public var label: String
  /// The current value (field text, switch state); `nil` for none, and always for secure fields.
  public var value: String?
  /// What happens when the element is used, where that is not obvious from the label.
  public var hint: String?
  /// Whether the element accepts input now.
  public var isEnabled: Bool

  /// Creates an element.
  public init(
    id: String,
    role: Role,
    label: String,
    value: String? = nil,
    hint: String? = nil,
    isEnabled: Bool = true
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.isEnabled = isEnabled
  }
}
