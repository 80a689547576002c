import Foundation
import Gherkin
import TestSupport
import Testing

/// The official Cucumber conformance data: tokens, AST, pickles and source of every good file,
/// and the errors of every bad file, compared with the expected files.
@Suite("Gherkin conformance")
struct ConformanceTests {
  @Test("tokens", arguments: ConformanceCases.good)
  func tokens(name: String) throws {
    let source = try ConformanceCases.text("gherkin/good", name)
    let expected = try ConformanceCases.text("gherkin/good", name + ".tokens")
    let actual = GherkinParser.tokens(
      source: source, mediaType: Source.mediaType(forPath: name))
    #expect(actual == expected)
  }

  @Test("AST", arguments: ConformanceCases.good)
  func ast(name: String) throws {
    try compare(name, expected: ".ast.ndjson", source: false, ast: true, pickles: false)
  }

  @Test("pickles", arguments: ConformanceCases.good)
  func pickles(name: String) throws {
    try compare(name, expected: ".pickles.ndjson", source: false, ast: false, pickles: true)
  }

  /// The pickles that runners get (``GherkinParser``'s typed ones, not the stream's), written as
  /// messages: the same as the reference's.
  @Test("typed pickles", arguments: ConformanceCases.good)
  func typedPickles(name: String) throws {
    let parsed = GherkinParser.parse(
      bytes: try ConformanceCases.bytes("gherkin/good", name),
      uri: ConformanceCases.uri("gherkin/good", name), ids: .incrementing())
    let actual = ConformanceCases.messages(parsed.pickles)
    let expected = try ConformanceCases.text("gherkin/good", name + ".pickles.ndjson")
    #expect(try JSONComparison.equal(actual, expected), "\(actual)")
  }

  @Test("source", arguments: ConformanceCases.good)
  func source(name: String) throws {
    try compare(name, expected: ".source.ndjson", source: true, ast: false, pickles: false)
  }

  @Test("errors", arguments: ConformanceCases.bad)
  func errors(name: String) throws {
    let actual = try ConformanceCases.messages(
      "gherkin/bad", name, source: false, ast: true, pickles: false)
    let expected = try ConformanceCases.text("gherkin/bad", name + ".errors.ndjson")
    #expect(try JSONComparison.equal(actual, expected), "\(actual)")
  }

  private func compare(
    _ name: String, expected suffix: String, source: Bool, ast: Bool, pickles: Bool
  ) throws {
    let actual = try ConformanceCases.messages(
      "gherkin/good", name, source: source, ast: ast, pickles: pickles)
    let expected = try ConformanceCases.text("gherkin/good", name + suffix)
    #expect(try JSONComparison.equal(actual, expected), "\(actual)")
  }
}
