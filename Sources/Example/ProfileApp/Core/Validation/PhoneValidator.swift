/// Checks a phone number as people write it, and keeps only what dials: an optional leading `+`,
/// then digits, with spaces, dashes, dots and parentheses between them allowed; 7 to 15 digits (the
/// E.164 limit).
///
/// ```swift
/// PhoneValidator().validate("+44 (20) 7946-0958")  // .success("+442079460958")
/// PhoneValidator().validate("555 0100 ext 2")      // .failure(.invalidCharacters)
/// ```
public struct PhoneValidator: Validator {
  /// The fewest digits accepted.
  public static let minimumDigits = 7
  /// The most digits accepted.
  public static let maximumDigits = 15
  /// The characters people put between digits; they are dropped.
  public static let separators: Set<Character> = [" ", "-", ".", "(", ")"]

  public static let issues: [ValidationIssue] = [
    .empty, .invalidCharacters, .tooShort(minimum: minimumDigits), .tooLong(maximum: maximumDigits),
  ]

  /// Creates the worker.
  public init() {}

  /// The number as `+` (when given) and its digits, or why it is refused.
  public func validate(_ input: String) -> Result<String, ValidationIssue> {
    let phone = input.trimmed
    if phone.isEmpty { return .failure(.empty) }
    let international = phone.hasPrefix("+")
    let rest = international ? phone.dropFirst() : Substring(phone)
    guard rest.allSatisfy({ Self.isDigit($0) || Self.separators.contains($0) }) else {
      return .failure(.invalidCharacters)
    }
    let digits = rest.filter(Self.isDigit)
    if digits.count < Self.minimumDigits { return .failure(.tooShort(minimum: Self.minimumDigits)) }
    if digits.count > Self.maximumDigits { return .failure(.tooLong(maximum: Self.maximumDigits)) }
    return .success((international ? "+" : "") + digits)
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }
}
