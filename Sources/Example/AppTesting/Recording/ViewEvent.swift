import ProfileApp

/// A call a presenter made on its view, as every recorder records it.
public enum ViewEvent: Sendable, Equatable, Hashable {
  /// The progress indicator was shown (`true`) or hidden (`false`).
  case loading(Bool)
  /// The button with this label was enabled (`true`) or disabled (`false`).
  case buttonEnabled(String, Bool)
  /// An alert was shown.
  case alert(AlertViewModel)
  /// The shown alert was dismissed by the user.
  case alertDismissed
  /// The field errors shown, replacing any earlier ones (empty: none).
  case fieldErrors([FieldErrorViewModel])
  /// A text was shown in the element with this identifier.
  case text(String, String)
  /// The rows of the list with this identifier, each as one line of text.
  case list(String, [String])
  /// The element with this identifier was shown (`true`) or hidden (`false`).
  case shown(String, Bool)
}
