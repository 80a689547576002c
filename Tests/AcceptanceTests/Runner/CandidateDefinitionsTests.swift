import Testing

@testable import Acceptance
@testable import CucumberExpressions

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

  /// An expression with a parameter type of its own pattern is matched by its regular expression,
  /// and skipped all the same for a text that cannot start like it.
  @Test func givesTheFirstByteOfExpressionsMatchedByTheirRegularExpression() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "screen", regexps: ["[Ll]ogin|[Hh]ome"]) { $0 })
    let expressions = try ["the {screen} screen", "{screen} is shown", "\\(a) {screen}"].map {
      try CucumberExpression($0, registry: registry)
    }
    #expect(expressions.allSatisfy { !$0.usesScalarMatcher })
    #expect(expressions.map(\.firstByte) == [UInt8(ascii: "t"), nil, UInt8(ascii: "(")])
    #expect(expressions[2].match("(a) Home")?.count == 1)
  }
}
