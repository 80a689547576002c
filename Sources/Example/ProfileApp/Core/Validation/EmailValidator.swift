import Foundation

/// Checks an email address: `local@domain.tld`, ASCII, at most 254 characters.
public struct EmailValidator: Validator {
  /// The longest address accepted.
  public static let maximumLength = 254
  private static let localCharacters = CharacterSet(
    charactersIn:
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-")
  private static let domainCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")

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
      && !local.contains("..") && consists(local, of: localCharacters)
  }

  private static func isDomain(_ domain: Substring) -> Bool {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let tld = labels.last, tld.count >= 2,
      tld.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return labels.allSatisfy {
      !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") && consists($0, of: domainCharacters)
    }
  }

  private static func consists(_ text: Substring, of allowed: CharacterSet) -> Bool {
    text.unicodeScalars.allSatisfy { allowed.contains($0) }
  }
}
