/// Checks a first or last name: up to 50 letters (any script, with combining marks), spaces,
/// apostrophes, hyphens and periods.
public struct NameValidator: Validator {
  /// The most characters accepted.
  public static let maximumLength = 50

  public static let issues: [ValidationIssue] = [
    .empty, .tooLong(maximum: maximumLength), .invalidCharacters,
  ]

  /// Creates the worker.
  public init() {}

  public func validate(_ input: String) -> Result<String, ValidationIssue> {
    let name = input.trimmed
    if name.isEmpty { return .failure(.empty) }
    if name.count > Self.maximumLength { return .failure(.tooLong(maximum: Self.maximumLength)) }
    guard name.allSatisfy(Self.isNameCharacter) else { return .failure(.invalidCharacters) }
    return .success(name)
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    if character == " " || "'’-.".contains(character) { return true }
    guard let first = character.unicodeScalars.first, first.properties.isAlphabetic else {
      return false
    }
    return character.unicodeScalars.dropFirst().allSatisfy {
      $0.properties.isAlphabetic || $0.properties.generalCategory == .nonspacingMark
        || $0.properties.generalCategory == .spacingMark
    }
  }
}
