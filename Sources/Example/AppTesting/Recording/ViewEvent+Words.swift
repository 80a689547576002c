import ProfileApp

extension ViewEvent {
  /// The call in a few words, as a timeline shows it: `loading shown`, `"Login" disabled`,
  /// `alert "Error": Invalid credentials`.
  public var words: String {
    switch self {
    case .loading(let shown): shown ? "loading shown" : "loading hidden"
    case .buttonEnabled(let label, let enabled):
      "\(label.quoted) \(enabled ? "enabled" : "disabled")"
    case .alert(let alert): "alert \(alert.title.quoted): \(alert.message)"
    case .alertDismissed: "alert dismissed"
    case .fieldErrors(let errors) where errors.isEmpty: "field errors cleared"
    case .fieldErrors(let errors):
      "field errors: " + errors.map { "\($0.field.rawValue) \($0.message)" }.joined(separator: "; ")
    case .text(let id, let text): "\(id) shows \(text.quoted)"
    case .list(let id, let rows): "\(id) lists \(rows.count) row\(rows.count == 1 ? "" : "s")"
    case .shown(let id, let shown): "\(id) \(shown ? "shown" : "hidden")"
    }
  }
}
