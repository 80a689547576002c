/// Checks a new password: 6 to 128 ASCII letters and digits, with an upper-case letter, a lower-case
/// letter and a digit.
public struct PasswordValidator: Validator {
  /// The fewest characters accepted.
  public static let minimumLength = 6
  /// The most characters accepted.
  public static let maximumLength = 128

  /// Creates the worker.
  public init() {}

  public func validate(_ input: String) -> Result<String, ValidationIssue> {
    let password = input.trimmed
    if password.isEmpty { return .failure(.empty) }
    guard password.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
      return .failure(.invalidCharacters)
    }
    if password.count < Self.minimumLength {
      return .failure(.tooShort(minimum: Self.minimumLength))
    }
    if password.count > Self.maximumLength {
      return .failure(.tooLong(maximum: Self.maximumLength))
    }
    guard password.contains(where: \.isUppercase), password.contains(where: \.isLowercase),
      password.contains(where: \.isNumber)
    else { return .failure(.missingCharacterClass) }
    return .success(password)
  }
}
