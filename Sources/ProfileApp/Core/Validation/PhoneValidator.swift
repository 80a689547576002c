/// Checks a phone number: digits with an optional leading `+`, 7 to 15 digits (the E.164 limit).
public struct PhoneValidator: Validator {
  /// The fewest digits accepted.
  public static let minimumDigits = 7
  /// The most digits accepted.
  public static let maximumDigits = 15

  /// Creates the worker.
  public init() {}

  public func validate(_ input: String) -> Result<String, ValidationIssue> {
    let phone = input.trimmed
    if phone.isEmpty { return .failure(.empty) }
    let digits = phone.hasPrefix("+") ? phone.dropFirst() : Substring(phone)
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return .failure(.invalidCharacters)
    }
    if digits.count < Self.minimumDigits { return .failure(.tooShort(minimum: Self.minimumDigits)) }
    if digits.count > Self.maximumDigits { return .failure(.tooLong(maximum: Self.maximumDigits)) }
    return .success(phone)
  }
}
