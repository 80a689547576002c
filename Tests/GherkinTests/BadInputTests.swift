import Foundation
import Gherkin
import Testing

/// Hostile input: every problem is a parse error naming the file, line and column; no crash.
@Suite("Bad input")
struct BadInputTests {
  private func errors(_ bytes: [UInt8], uri: String = "bad.feature") -> [ParseError] {
    GherkinParser.parse(bytes: bytes, uri: uri, ids: .incrementing()).errors
  }

  @Test("invalid UTF-8 names the file, line and column")
  func invalidUTF8() throws {
    let found = errors(Array("Feature: x\n  Scenario: é".utf8) + [0xFF, 0x41])
    let error = try #require(found.first)
    #expect(found.count == 1)
    #expect(error.source.uri == "bad.feature")
    #expect(error.source.location == Location(line: 2, column: 14))
    #expect(error.message == "(2:14): not valid UTF-8: invalid byte 0xFF at offset 25")
  }

  @Test("an empty file gives an empty document")
  func emptyFile() throws {
    let result = GherkinParser.parse(bytes: [], uri: "empty.feature", ids: .incrementing())
    #expect(result.errors.isEmpty)
    let document = try #require(result.document)
    #expect(document.feature == nil)
    #expect(document.comments.isEmpty)
    #expect(result.pickles.isEmpty)
  }

  @Test("a 10 MB line parses, and as garbage gives one error with its position")
  func hugeLine() throws {
    let long = String(repeating: "a", count: 10_000_000)
    let good = GherkinParser.parse(
      source: "Feature: x\n" + long + "\n  Scenario: s\n    Given y\n", uri: "long.feature")
    #expect(good.errors.isEmpty)
    #expect(good.document?.feature?.description.utf8.count == 10_000_000)
    let bad = errors(Array((long + "\nFeature: x\n").utf8), uri: "long.feature")
    #expect(bad.count == 1)
    #expect(bad.first?.message.hasPrefix("(1:1): expected: #EOF, #Language") == true)
    #expect(bad.first?.description.hasPrefix("long.feature(1:1): expected:") == true)
  }

  @Test("example values that name later columns stop growing a step's text at 1 MiB")
  func placeholdersThatDoubleAtEachColumn() throws {
    // Each column's value names the next column twice: filled column by column, as the reference
    // fills them, the text doubles at each column (2^40 bytes at the end).
    let columns = (0..<41).map { "c\($0)" }
    let values = (1..<41).map { "<c\($0)><c\($0)>" } + ["x"]
    let source = """
      Feature: F
        Scenario Outline: S
          Given <c0>
          Examples:
            | \(columns.joined(separator: " | ")) |
            | \(values.joined(separator: " | ")) |
      """
    let result = GherkinParser.parse(source: source, uri: "double.feature", ids: .incrementing())
    #expect(result.errors.isEmpty)
    let text = try #require(result.pickles.first?.steps.first?.text)
    #expect(text.utf8.count <= 1 << 20)
    #expect(text.utf8.count > 1 << 19)
    // The column that would have passed the limit, and the ones after it, are left as they are.
    #expect(text.hasPrefix("<c"))
  }

  @Test("the error that passes the limit is the last, even when its token would give another")
  func theEleventhErrorIsTheLast() {
    // Ten lines that are no Gherkin, then a tag line with whitespace in a tag: the reference
    // stops at that error, and does not go on to say that the line was not expected either.
    let text = (0..<10).map { "x\($0)\n" }.joined() + "@a b\n"
    let found = errors(Array(text.utf8))
    #expect(found.count == 11)
    #expect(found.last?.message == "(11:1): A tag may not contain whitespace")
  }

  @Test("a tag's column is its @'s, after an empty @ too")
  func tagColumnsAfterAnEmptyTag() throws {
    for (line, expected) in [
      ("@a @ @b", [("@a", 1), ("@b", 6)]), ("@@a @b", [("@a", 2), ("@b", 5)]),
    ] {
      let result = GherkinParser.parse(
        source: line + "\nFeature: F\n", uri: "tags.feature", ids: .incrementing())
      let tags = try #require(result.document?.feature?.tags)
      #expect(tags.map(\.name) == expected.map(\.0), "\(line)")
      #expect(tags.map(\.location.column) == expected.map(\.1), "\(line)")
    }
  }

  @Test("deeply nested garbage stops after 11 errors, each with a position")
  func garbage() {
    var text = ""
    for index in 0..<50_000 {
      text +=
        String(repeating: "  ", count: index % 40) + ["| a |", "\"\"\"", "@t", "x y"][index % 4]
      text += "\n"
    }
    let found = errors(Array(text.utf8), uri: "garbage.feature")
    #expect(found.count == 11)
    for error in found {
      #expect(error.source.uri == "garbage.feature")
      #expect(error.source.location?.line ?? 0 > 0)
      #expect(error.message.hasPrefix("("))
    }
  }

  @Test("an unreadable path names the file")
  func unreadablePath() throws {
    let path = "/nonexistent/missing.feature"
    let result = GherkinParser.parse(path: path)
    let error = try #require(result.errors.first)
    #expect(error.source.uri == path)
    #expect(error.message == "(1:1): cannot read \(path): no such file")
    #expect(error.description.contains(path))
  }

  @Test("an unknown language names its line and column")
  func unknownLanguage() {
    let found = errors(Array("# language: xx-nope\nFeature: x\n".utf8), uri: "lang.feature")
    #expect(found.map(\.message) == ["(1:1): Language not supported: xx-nope"])
    #expect(found.first?.source.location == Location(line: 1, column: 1))
    #expect(found.first?.description == "lang.feature(1:1): Language not supported: xx-nope")
  }

  @Test("an unknown default language is an error, not a crash")
  func unknownDefaultLanguage() {
    let result = GherkinParser.parse(
      source: "Feature: x\n", uri: "x.feature", defaultLanguage: "zz")
    #expect(result.errors.map(\.message) == ["(0:0): Language not supported: zz"])
  }

  /// The edges of each lead byte's range: overlongs, surrogates and scalars above U+10FFFF are
  /// refused, their neighbours accepted, exactly as Swift's own UTF-8 decoder decides.
  @Test(
    "UTF-8 validation agrees with Swift's decoder at the edges of every lead byte",
    arguments: [
      [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80],
      [0xEC, 0xBF, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEE, 0x80, 0x80],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE1, 0x80],
      [0xE1, 0x80, 0x41],
    ] as [[UInt8]])
  func utf8Edges(sequence: [UInt8]) {
    let found = errors(Array("Feature: x\n  Scenario: s ".utf8) + sequence + Array("\n".utf8))
    let valid = String(validating: sequence, as: UTF8.self) != nil
    #expect(found.isEmpty == valid)
    #expect(found.allSatisfy { $0.message.contains("not valid UTF-8") })
  }
}
