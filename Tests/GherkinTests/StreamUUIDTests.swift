import Foundation
import Gherkin
import TestSupport
import Testing

/// In its default mode the stream draws ids as numbers and its writer prints each as a UUID: the
/// output must be the predictable output with every id replaced, one to one, by a version-4 UUID.
@Suite("Stream UUIDs")
struct StreamUUIDTests {
  @Test("random-id output is the predictable output with each id replaced by its own UUID")
  func uuidsReplaceEveryId() throws {
    let directory = try ConformanceData.directory("gherkin/good")
    let paths = ConformanceCases.good.map { directory.appendingPathComponent($0).path }
    func output(predictable: Bool) throws -> [Any] {
      var stream = GherkinStream(options: GherkinStreamOptions(predictableIds: predictable))
      var sink = BufferSink()
      stream.write(paths: paths, to: &sink)
      return try sink.text.split(separator: "\n").map {
        try JSONSerialization.jsonObject(with: Data($0.utf8))
      }
    }
    var mapping = IdMapping()
    let predictable = try output(predictable: true)
    let random = try output(predictable: false)
    try #require(predictable.count == random.count)
    for (expected, actual) in zip(predictable, random) {
      mapping.compare(expected, actual, key: nil)
    }
    #expect(mapping.failures.isEmpty, "\(mapping.failures.prefix(5))")
    #expect(mapping.uuidsByNumber.count > 1_000)
    #expect(Set(mapping.uuidsByNumber.values).count == mapping.uuidsByNumber.count)
  }

  @Test("two streams draw different UUIDs")
  func streamsDiffer() {
    func firstLine() -> String {
      var stream = GherkinStream(options: GherkinStreamOptions(includeSource: false))
      var sink = BufferSink()
      stream.write(bytes: Array("Feature: f\n  Scenario: s\n".utf8), uri: "a.feature", to: &sink)
      return sink.text
    }
    #expect(firstLine() != firstLine())
  }

  /// Walks two JSON values side by side: equal, except that id values must be UUIDs standing
  /// each for one predictable id.
  private struct IdMapping {
    var uuidsByNumber: [String: String] = [:]
    var failures: [String] = []

    mutating func compare(_ expected: Any, _ actual: Any, key: String?) {
      switch (expected, actual) {
      case (let expected as [String: Any], let actual as [String: Any]):
        guard Set(expected.keys) == Set(actual.keys) else {
          return failures.append("keys \(expected.keys.sorted()) != \(actual.keys.sorted())")
        }
        for (name, value) in expected {
          if let other = actual[name] { compare(value, other, key: name) }
        }
      case (let expected as [Any], let actual as [Any]):
        guard expected.count == actual.count else { return failures.append("array lengths") }
        for (left, right) in zip(expected, actual) { compare(left, right, key: key) }
      case (let expected as String, let actual as String)
      where ["id", "astNodeId", "astNodeIds"].contains(key):
        guard Self.isUUID(actual) else { return failures.append("not a UUID: \(actual)") }
        if let known = uuidsByNumber[expected], known != actual {
          failures.append("id \(expected) is both \(known) and \(actual)")
        }
        uuidsByNumber[expected] = actual
      default:
        if "\(expected)" != "\(actual)" { failures.append("\(expected) != \(actual)") }
      }
    }

    static func isUUID(_ text: String) -> Bool {
      let characters = Array(text)
      return characters.count == 36 && [8, 13, 18, 23].allSatisfy { characters[$0] == "-" }
        && characters[14] == "4" && "89ab".contains(characters[19])
        && text.allSatisfy { "0123456789abcdef-".contains($0) }
    }
  }
}
