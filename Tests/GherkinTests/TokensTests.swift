import Gherkin
import Testing

/// `GherkinParser.tokens(bytes:uri:)`: the tokens of a file with the errors that the official
/// Python `generate_tokens.py` raises for it (the C `gherkin_generate_tokens` prints the tokens and
/// ignores them).
@Suite("Tokens with errors")
struct TokensTests {
  @Test("a source that parses has its tokens, ending with EOF, and no error")
  func good() {
    let tokens = GherkinParser.tokens(
      bytes: Array("Feature: F\n  Scenario: S\n".utf8), uri: "good.feature")
    #expect(tokens.errors.isEmpty)
    #expect(tokens.text == "(1:1)FeatureLine:()Feature/F/\n(2:3)ScenarioLine:()Scenario/S/\nEOF\n")
  }

  @Test("an unexpected end of file is an error naming the file, as Python raises it")
  func unexpectedEnd() {
    let tokens = GherkinParser.tokens(
      bytes: Array("Feature: F\n  Scenario: S\n    Given x\n  @tag\n   ".utf8), uri: "eof.feature")
    #expect(
      tokens.errors.map(\.description) == [
        "eof.feature(6:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"
      ])
    #expect(!tokens.text.hasSuffix("EOF\n"))
  }

  @Test("an unknown language in the header is an error, as Python raises it (C ignores it)")
  func unknownLanguage() {
    let tokens = GherkinParser.tokens(
      bytes: Array("# language: xx\nFeature: F\n".utf8), uri: "lang.feature")
    #expect(tokens.errors.map(\.message) == ["(1:1): Language not supported: xx"])
  }

  @Test("an unknown default language is an error")
  func unknownDefaultLanguage() {
    let tokens = GherkinParser.tokens(
      bytes: Array("Feature: F\n".utf8), uri: "x.feature", defaultLanguage: "zz")
    #expect(tokens.text.isEmpty)
    #expect(tokens.errors.map(\.message) == ["(0:0): Language not supported: zz"])
  }

  @Test("invalid UTF-8 is an error, as Python cannot decode the file")
  func invalidUTF8() {
    let tokens = GherkinParser.tokens(
      bytes: Array("Feature: F\n".utf8) + [0xFF], uri: "bad.feature")
    #expect(tokens.text.isEmpty)
    #expect(
      tokens.errors.map(\.message) == ["(2:1): not valid UTF-8: invalid byte 0xFF at offset 11"])
  }

  @Test("a .md file is read as Markdown")
  func markdown() {
    let tokens = GherkinParser.tokens(
      bytes: Array("# Feature: F\n".utf8), uri: "f.feature.md")
    #expect(tokens.errors.isEmpty)
    #expect(tokens.text.hasPrefix("(1:3)FeatureLine:()Feature/F/"))
  }

  @Test(
    "no-break, ideographic and other JavaScript spaces are trimmed around a line, as JavaScript trims"
  )
  func unicodeSpaces() {
    let tokens = GherkinParser.tokens(
      bytes: Array("Feature: F\n  Scenario: S\n\u{A0}\u{3000}Given a step\u{1680}\u{FEFF}\n".utf8),
      uri: "spaces.feature")
    #expect(tokens.errors.isEmpty)
    #expect(tokens.text.contains("(3:3)StepLine:(Context)Given /a step/\n"))
  }
}
