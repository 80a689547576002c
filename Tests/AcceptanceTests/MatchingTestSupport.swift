import Acceptance
import Foundation

/// A matching case (Cucumber Expression or regular expression) read with `JSONSerialization`,
/// because its expected arguments mix numbers, strings and nulls.
struct MatchingCase {
  let expression: String
  let text: String
  /// The expected argument values; `nil` when the text must not match.
  let expectedArgs: [Any]?
  let exception: String?

  init(_ folder: String, _ name: String) throws {
    let object = try JSONSerialization.jsonObject(with: ExpressionTestData.data(folder, name))
    let json = object as? [String: Any] ?? [:]
    expression = json["expression"] as? String ?? ""
    text = json["text"] as? String ?? ""
    expectedArgs = json["expected_args"] as? [Any]
    exception = json["exception"] as? String
  }

  /// Whether the arguments' typed values (`nil` for no match) are the expected JSON values.
  func expects(_ values: [(any Sendable)?]?) -> Bool {
    guard let values, let expectedArgs else { return values == nil && expectedArgs == nil }
    return values.count == expectedArgs.count
      && zip(values, expectedArgs).allSatisfy { Self.equal($0, $1) }
  }

  /// Whether a typed value equals a JSON value: numbers by their Swift type, text, or null.
  static func equal(_ actual: (any Sendable)?, _ expected: Any) -> Bool {
    switch (actual, expected) {
    case (nil, is NSNull): true
    case (let actual as String, let expected as String): actual == expected
    case (let actual as Float, let expected as NSNumber): actual == expected.floatValue
    case (let actual as Double, let expected as NSNumber): actual == expected.doubleValue
    case (let actual as any BinaryInteger, let expected as NSNumber):
      Int64(exactly: actual) == expected.int64Value
    default: false
    }
  }
}
