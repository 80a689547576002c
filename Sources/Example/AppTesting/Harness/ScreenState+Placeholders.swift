import ProfileApp

/// Finding placeholder or generic text on a screen: the words a view shows before real content.
///
/// ```swift
/// try harness.screen.placeholderTexts   // [] when every text is real content
/// ```
extension ScreenState {
  /// Fragments that only placeholder or template text contains, compared case-insensitively.
  public static let placeholderMarkers = [
    "lorem", "ipsum", "placeholder", "todo", "tbd", "%@", "%s", "{", "}", "<", ">", "(null)",
    "undefined", "john doe", "username", "welcome, user", "welcome!",
  ]

  /// The visible labels and values that are empty, repeat an element identifier, or contain a
  /// ``placeholderMarkers`` fragment.
  public var placeholderTexts: [String] {
    elements.filter { $0.role == .staticText }.flatMap { element -> [String] in
      [element.label, element.value].compactMap { $0 }.filter { text in
        let lowered = text.lowercased()
        return text.trimmed.isEmpty || text == element.id
          || Self.placeholderMarkers.contains { lowered.contains($0) }
      }
    }
  }
}
