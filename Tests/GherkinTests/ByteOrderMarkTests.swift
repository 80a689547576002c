import Foundation
import Gherkin
import Testing

/// A UTF-8 byte-order mark at the start of a file is removed before parsing, as the official Java
/// parser (and .NET's `File.ReadAllText`) removes it: not in the source `data`, and `Feature:` at
/// column 1. The official C and Python parsers keep it and fail on the first line; this parser does
/// not follow them there, so that a file saved with a byte-order mark stays runnable.
@Suite("Byte-order mark")
struct ByteOrderMarkTests {
  static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let feature = "Feature: BOM\n  Scenario: S\n    Given x\n"

  @Test("the document parses, with the first line's columns counted after the mark, as Java")
  func document() throws {
    let result = GherkinParser.parse(
      bytes: Self.mark + Array(Self.feature.utf8), uri: "bom.feature", ids: .incrementing())
    #expect(result.errors.isEmpty)
    let feature = try #require(result.document?.feature)
    #expect(feature.name == "BOM")
    #expect(feature.location == Location(line: 1, column: 1))
    #expect(result.pickles.count == 1)
  }

  @Test("the source data does not hold the mark, as Java's source message")
  func sourceData() throws {
    let result = GherkinParser.parse(
      bytes: Self.mark + Array(Self.feature.utf8), uri: "bom.feature", ids: .incrementing())
    #expect(result.source?.data == Self.feature)
    var stream = GherkinStream(
      options: GherkinStreamOptions(includeGherkinDocument: false, includePickles: false))
    var sink = BufferSink()
    stream.write(bytes: Self.mark + Array(Self.feature.utf8), uri: "bom.feature", to: &sink)
    #expect(
      sink.text == #"{"source":{"uri":"bom.feature","data":"Feature: BOM\n  Scenario: S\n"#
        + #"    Given x\n","mediaType":"text/x.cucumber.gherkin+plain"}}"# + "\n")
  }

  @Test("the tokens start at column 1, as Java's")
  func tokens() {
    let text = GherkinParser.tokens(source: "\u{FEFF}" + Self.feature)
    #expect(
      text == "(1:1)FeatureLine:()Feature/BOM/\n(2:3)ScenarioLine:()Scenario/S/\n"
        + "(3:5)StepLine:(Context)Given /x/\nEOF\n")
  }

  @Test("a file holding only the mark is an empty document")
  func onlyTheMark() {
    let result = GherkinParser.parse(bytes: Self.mark, uri: "bom.feature", ids: .incrementing())
    #expect(result.errors.isEmpty)
    #expect(result.document?.feature == nil)
    #expect(result.source?.data == "")
  }

  @Test("a language header after the mark is read, as Java reads it")
  func languageHeader() {
    let source = "# language: fr\nFonctionnalité: F\n"
    let result = GherkinParser.parse(
      bytes: Self.mark + Array(source.utf8), uri: "fr.feature", ids: .incrementing())
    #expect(result.errors.isEmpty)
    #expect(result.document?.feature?.language == "fr")
  }
}
