import Foundation

/// Compares NDJSON texts as JSON values: each line parsed with JSONSerialization and compared
/// as NSDictionary/NSArray values, so object keys are unordered.
enum JSONComparison {
  /// Whether `actual` and `expected` hold equal JSON values, line by line.
  static func equal(_ actual: String, _ expected: String) throws -> Bool {
    NSArray(array: try values(actual)).isEqual(to: try values(expected))
  }

  private static func values(_ text: String) throws -> [NSObject] {
    try text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
      foundationValue(
        try JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]))
    }
  }

  /// The value as Foundation objects (NSDictionary, NSArray, NSString, NSNumber, NSNull).
  private static func foundationValue(_ value: Any) -> NSObject {
    switch value {
    case let dictionary as [String: Any]:
      return NSDictionary(dictionary: dictionary.mapValues(foundationValue))
    case let array as [Any]:
      return NSArray(array: array.map(foundationValue))
    case let string as String:
      return NSString(string: string)
    case let number as NSNumber:
      return number
    case let bool as Bool:
      return NSNumber(value: bool)
    case let integer as Int:
      return NSNumber(value: integer)
    case let double as Double:
      return NSNumber(value: double)
    default:
      return NSNull()
    }
  }
}
