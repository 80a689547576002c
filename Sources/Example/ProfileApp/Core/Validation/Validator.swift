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
  /// The string without surrounding whitespace and newlines.
  public var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
