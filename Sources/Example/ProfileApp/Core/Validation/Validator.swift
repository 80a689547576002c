/// A validation worker: checks one kind of value and returns it trimmed, or the first issue.
///
/// Workers are small, pure and shared by every form (Login, Signup, the profile form).
///
/// ```swift
/// EmailValidator().validate("  ada@example.com ")  // .success("ada@example.com")
/// ```
public protocol Validator: Sendable {
  /// Every issue the worker can report, in the order it checks them: what a form can say of the
  /// field.
  static var issues: [ValidationIssue] { get }

  /// Checks `input`, usually without its surrounding whitespace and newlines (a password is taken as
  /// typed); returns the value to keep.
  func validate(_ input: String) -> Result<String, ValidationIssue>
}

extension String {
  /// The string without surrounding whitespace and newlines, as Foundation's
  /// `.whitespacesAndNewlines` trims them: Unicode's White_Space characters and U+200B ZERO WIDTH
  /// SPACE. The string itself, not a copy, when it has none.
  public var trimmed: String {
    if let first = utf8.first, let last = utf8.last, first.isVisibleASCII, last.isVisibleASCII {
      return self
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isTrimmed }) else { return "" }
    guard let last = scalars.lastIndex(where: { !$0.isTrimmed }) else { return "" }
    if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return self }
    return String(scalars[first...last])
  }
}

extension Unicode.Scalar {
  /// Whether ``Swift/String/trimmed`` removes the scalar at either end of a string.
  fileprivate var isTrimmed: Bool { properties.isWhitespace || value == 0x200B }
}

extension UInt8 {
  /// Whether the byte is a printable ASCII character other than the space.
  fileprivate var isVisibleASCII: Bool { self > 0x20 && self < 0x7F }
}
