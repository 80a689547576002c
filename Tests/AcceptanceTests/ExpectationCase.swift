import Foundation

/// A conformance case with an `expression` and either an expected result (under a key that
/// differs per folder: `expected_tokens`, `expected_ast`, …) or an `exception` message.
struct ExpectationCase<Expected: Decodable> {
  let expression: String
  let expected: Expected?
  let exception: String?

  /// Case `name` of `folder`, with its expected result under `expectedKey`.
  static func load(_ folder: String, _ name: String, expectedKey: String) throws -> Self {
    let object = try JSONSerialization.jsonObject(with: ExpressionTestData.data(folder, name))
    let json = object as? [String: Any] ?? [:]
    var expected: Expected?
    if let value = json[expectedKey] {
      let data = try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
      expected = try JSONDecoder().decode(Expected.self, from: data)
    }
    return Self(
      expression: json["expression"] as? String ?? "", expected: expected,
      exception: json["exception"] as? String)
  }
}
