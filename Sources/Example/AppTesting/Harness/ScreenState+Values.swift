import ProfileApp

/// Reading labelled values and field messages off a screen, for steps that assert what is shown.
///
/// ```swift
/// try harness.screen.value(of: "Country")          // "Canada"
/// try harness.screen.message(for: "Birth date")    // "Birth date cannot be in the future."
/// ```
extension ScreenState {
  /// The value of the element whose label (or identifier) is `name`: a field's text, a picker's
  /// choice, a profile line's value; `nil` when there is no such element or it has no value.
  public func value(of name: String) -> String? { element(name)?.value }

  /// The error message shown for the field whose label (or identifier) is `name`: the static text
  /// whose identifier is the field's followed by `.error`.
  public func message(for name: String) -> String? {
    guard let field = element(name) else { return nil }
    return elements.first { $0.id == "\(field.id).error" }?.label
  }

  /// Every field error message shown, in reading order.
  public var messages: [String] {
    elements.filter { $0.role == .staticText && $0.id.hasSuffix(".error") }.map(\.label)
  }
}
