import CucumberExpressions
import Testing

@testable import Acceptance

@Suite("Candidate definitions by first byte")
struct CandidateDefinitionsTests {
  /// Definitions named by their expression, with the byte their texts start with.
  static let definitions: [(name: String, first: UInt8?)] = [
    ("a {int}", UInt8(ascii: "a")), ("{word} b", nil), ("b {int}", UInt8(ascii: "b")),
    ("a/b c", nil), ("another", UInt8(ascii: "a")), ("é", 0xC3),
  ]

  let sut = CandidateDefinitions(definitions.map(\.name)) { name in
    definitions.first { $0.name == name }?.first
  }

  @Test func keepsTheDefinitionsThatMayStartWithTheByteInRegistrationOrder() {
    #expect(sut.candidates(for: "a 1") == ["a {int}", "{word} b", "a/b c", "another"])
    #expect(sut.candidates(for: "b 1") == ["{word} b", "b {int}", "a/b c"])
    #expect(sut.candidates(for: "é") == ["{word} b", "a/b c", "é"])
  }

  @Test func leavesOnlyTheDefinitionsWithoutFirstByteForOtherTexts() {
    #expect(sut.candidates(for: "x b") == ["{word} b", "a/b c"])
    #expect(sut.candidates(for: "") == ["{word} b", "a/b c"])
  }

  @Test func givesTheFirstByteOfExpressionsThatStartWithText() throws {
    let registry = ParameterTypeRegistry()
    let firstBytes = try ["I add {int}", "{int} added", "(an )apple", "é {word}", "a/b {int}"].map {
      try CucumberExpression($0, registry: registry).firstByte
    }
    #expect(firstBytes == [UInt8(ascii: "I"), nil, nil, 0xC3, nil])
  }
}
