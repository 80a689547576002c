import Gherkin
import Testing

/// Where the end of a file is, as the official C and Python parsers put it: on the line after the
/// last line, and a last line without a line break is a line even when it is only spaces.
@Suite("End of file")
struct EndOfFileTests {
  static let unfinished = "Feature: F\n  Scenario: S\n    Given x\n  @tag\n"

  @Test(arguments: [
    ("", 5),  // the file ends with a line break: nothing after it is a line
    ("   ", 6),  // a last line of spaces without a line break: a line, the end after it
    ("   \n", 6),
    ("  # note", 6),
  ])
  func theEndOfFileErrorIsOnTheLineAfterTheLastLine(tail: String, line: Int) {
    let result = GherkinParser.parse(
      source: Self.unfinished + tail, uri: "f.feature", ids: .incrementing())
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.source.location?.line == line)
    #expect(result.errors.first?.message.hasPrefix("(\(line):0): unexpected end of file") == true)
  }

  @Test func aLastLineOfSpacesIsAnEmptyToken() {
    let tokens = GherkinParser.tokens(source: "Feature: F\n   ")
    #expect(tokens == "(1:1)FeatureLine:()Feature/F/\n(2:1)Empty://\nEOF\n")
  }
}
