/// Checks a new password, exactly as typed (nothing is trimmed): 6 to 128 letters and digits, with an
/// upper-case letter, a lower-case letter and a digit.
///
/// Letters and digits are those of any script (é, ü, and É as an upper-case letter); anything else,
/// a space anywhere included, is a special character and refused.
///
/// ```swift
/// PasswordValidator().validate("Pingüino1")  // .success("Pingüino1")
/// PasswordValidator().validate(" Penguin1")  // .failure(.invalidCharacters)
/// PasswordValidator().validate("penguin1")   // .failure(.missingUppercase)
/// ```
public struct PasswordValidator: Validator {
  /// The fewest characters accepted.
  public static let minimumLength = 6
  /// The most characters accepted.
  public static let maximumLength = 128

  public static let issues: [ValidationIssue] = [
    .empty, .invalidCharacters, .tooShort(minimum: minimumLength), .tooLong(maximum: maximumLength),
    .missingUppercase, .missingLowercase, .missingDigit,
  ]

  /// Creates the worker.
  public init() {}

  /// Checks `password` as typed; the first rule it breaks is the issue.
  public func validate(_ password: String) -> Result<String, ValidationIssue> {
    if password.isEmpty { return .failure(.empty) }
    guard password.allSatisfy({ $0.isLetter || Self.isDigit($0) }) else {
      return .failure(.invalidCharacters)
    }
    if password.count < Self.minimumLength {
      return .failure(.tooShort(minimum: Self.minimumLength))
    }
    if password.count > Self.maximumLength {
      return .failure(.tooLong(maximum: Self.maximumLength))
    }
    guard password.contains(where: \.isUppercase) else { return .failure(.missingUppercase) }
    guard password.contains(where: \.isLowercase) else { return .failure(.missingLowercase) }
    guard password.contains(where: Self.isDigit) else { return .failure(.missingDigit) }
    return .success(password)
  }

  /// Whether `character` is a decimal digit of any script.
  private static func isDigit(_ character: Character) -> Bool {
    character.unicodeScalars.count == 1
      && character.unicodeScalars.first?.properties.numericType == .decimal
  }
}
