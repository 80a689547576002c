/// Checks an email address: `local@domain.tld`, ASCII, at most 254 characters.
public struct EmailValidator: Validator {
  /// The longest address accepted.
  public static let maximumLength = 254
  /// The punctuation a local part may have besides ASCII letters and digits.
  private static let localPunctuation = Array(".!#$%&'*+/=?^_`{|}~-".utf8)

  public static let issues: [ValidationIssue] = [
    .empty, .tooLong(maximum: maximumLength), .invalidFormat,
  ]

  /// Creates the worker.
  public init() {}

  public func validate(_ input: String) -> Result<String, ValidationIssue> {
    let email = input.trimmed
    if email.isEmpty { return .failure(.empty) }
    if email.count > Self.maximumLength { return .failure(.tooLong(maximum: Self.maximumLength)) }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, Self.isLocalPart(parts[0]), Self.isDomain(parts[1]) else {
      return .failure(.invalidFormat)
    }
    return .success(email)
  }

  private static func isLocalPart(_ local: Substring) -> Bool {
    !local.isEmpty && local.count <= 64 && !local.hasPrefix(".") && !local.hasSuffix(".")
      && !hasTwoDotsInARow(local)
      && local.utf8.allSatisfy { isLetterOrDigit($0) || localPunctuation.contains($0) }
  }

  private static func isDomain(_ domain: Substring) -> Bool {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let tld = labels.last, tld.count >= 2,
      tld.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return labels.allSatisfy {
      !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-")
        && $0.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "-") }
    }
  }

  /// Whether `byte` is an ASCII letter or digit (any byte of a non-ASCII character is not).
  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: false
    }
  }

  private static func hasTwoDotsInARow(_ text: Substring) -> Bool {
    zip(text.utf8, text.utf8.dropFirst()).contains {
      $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".")
    }
  }
}
