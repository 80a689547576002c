/// Why a validation worker refused a value. Presenters turn issues into messages.
public enum ValidationIssue: Error, Sendable, Equatable, Hashable {
  /// Nothing but whitespace was entered.
  case empty
  /// Fewer characters than the minimum.
  case tooShort(minimum: Int)
  /// More characters than the maximum.
  case tooLong(maximum: Int)
  /// Not shaped like a value of its kind (an email, a phone number).
  case invalidFormat
  /// Characters the field does not accept.
  case invalidCharacters
  /// A password without an upper-case letter.
  case missingUppercase
  /// A password without a lower-case letter.
  case missingLowercase
  /// A password without a digit.
  case missingDigit
}
