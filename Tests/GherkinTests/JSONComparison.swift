import Foundation

/// Compares NDJSON texts as JSON values: line by line, object keys unordered.
enum JSONComparison {
  /// Each non-empty line parsed with JSONSerialization and re-encoded with sorted keys.
  static func canonicalLines(_ text: String) throws -> [String] {
    try text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
      let value = try JSONSerialization.jsonObject(
        with: Data(line.utf8), options: [.fragmentsAllowed])
      let data = try JSONSerialization.data(
        withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
      return String(decoding: data, as: UTF8.self)
    }
  }
}
