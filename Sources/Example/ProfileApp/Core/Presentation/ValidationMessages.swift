/// The words a user reads for a refused field; shared by every form's presenter.
///
/// ```swift
/// ValidationMessages.text(for: .empty, in: .email)  // "Email is required."
/// ```
public enum ValidationMessages {
  /// The name of a field as its label shows it.
  public static func label(of field: FormField) -> String {
    switch field {
    case .firstName: "First name"
    case .lastName: "Last name"
    case .email: "Email"
    case .password: "Password"
    case .phone: "Phone number"
    }
  }

  /// The message for `issue` in `field`.
  public static func text(for issue: ValidationIssue, in field: FormField) -> String {
    let name = label(of: field)
    switch (issue, field) {
    case (.empty, _): return "\(name) is required."
    case (.tooShort(let minimum), .phone): return "\(name) must have at least \(minimum) digits."
    case (.tooLong(let maximum), .phone): return "\(name) must have at most \(maximum) digits."
    case (.tooShort(let minimum), _): return "\(name) must be at least \(minimum) characters long."
    case (.tooLong(let maximum), _): return "\(name) must be at most \(maximum) characters long."
    case (.invalidFormat, .email): return "Please enter a valid email address."
    case (.invalidFormat, _): return "\(name) is not valid."
    case (.invalidCharacters, .password): return "\(name) may contain only letters and digits."
    case (.invalidCharacters, .phone):
      return "\(name) may contain only digits, spaces, dashes, dots, parentheses and a leading +."
    case (.invalidCharacters, _):
      return "\(name) may contain only letters, spaces, apostrophes, hyphens and periods."
    case (.missingUppercase, _): return "\(name) must contain an upper-case letter."
    case (.missingLowercase, _): return "\(name) must contain a lower-case letter."
    case (.missingDigit, _): return "\(name) must contain a digit."
    }
  }
}
