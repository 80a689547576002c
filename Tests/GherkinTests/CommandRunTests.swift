import Foundation
import Gherkin
import TestSupport
import Testing

/// `GherkinCommandLine.run(to:)`, what `acceptance gherkin` prints, against the official CLIs: the
/// C `gherkin` and `gherkin_generate_tokens`, the Python `generate_events.py` and
/// `generate_tokens.py`. Where C and Python differ it follows Python (Go and JavaScript agree with
/// it); each test says what the C CLI does instead.
@Suite("gherkin command run")
struct CommandRunTests {
  /// A folder of `files`, removed when the test ends.
  static func folder(_ files: [String: String]) throws -> TemporaryFolder {
    try TemporaryFolder("gherkin-run", files: files)
  }

  static let first = "Feature: First\n"
  static let second = "Feature: Second\n  Scenario: S\n    Given x\n"
  /// The example of the end-of-file bug: a last line of spaces without a line break.
  static let unfinished = "Feature: F\n  Scenario: S\n    Given x\n  @tag\n   "

  private func run(_ arguments: [String]) throws -> (output: String, failure: String?) {
    var sink = BufferSink()
    do {
      try GherkinCommandLine.parse(arguments).run(to: &sink)
      return (sink.text, nil)
    } catch let failure as GherkinCommandFailure {
      return (sink.text, failure.message)
    }
  }

  private func source(_ path: String, _ data: String) -> String {
    GherkinEnvelope.source(Source(uri: path, data: data, mediaType: Source.plainMediaType))
      .jsonString + "\n"
  }

  /// As Python's `FileNotFoundError`: the files before it printed, exit 1, the later ones not read.
  /// The C CLI prints it as an empty source and goes on (exit 0).
  @Test("a missing file stops the command, as Python (exit 1)")
  func missingFile() throws {
    let files = try Self.folder(["first.feature": Self.first, "second.feature": Self.second])
    let (first, missing) = (files.path("first.feature"), files.path("missing.feature"))
    let (output, failure) = try run([
      "--no-ast", "--no-pickles", first, missing, files.path("second.feature"),
    ])
    #expect(output == source(first, Self.first))
    #expect(failure == "cannot read \(missing): no such file")
  }

  /// As Python's `IsADirectoryError`: the files before it printed, exit 1. The C CLI prints it
  /// as an empty source and goes on (exit 0).
  @Test("a directory stops the command, as Python (exit 1)")
  func directory() throws {
    let files = try Self.folder(["first.feature": Self.first, "second.feature": Self.second])
    let (first, folder) = (files.path("first.feature"), files.path("folder.feature"))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let (output, failure) = try run([
      "--no-ast", "--no-pickles", first, folder, files.path("second.feature"),
    ])
    #expect(output == source(first, Self.first))
    #expect(failure == "cannot read \(folder): is a directory")
  }

  /// As Python's `PermissionError`: the files before it printed, exit 1. The C CLI prints it as an
  /// empty source and goes on (exit 0).
  @Test(
    "an unreadable file stops the command, as Python (exit 1)",
    .enabled(if: getuid() != 0, "root can read any file"))
  func unreadableFile() throws {
    let files = try Self.folder(["first.feature": Self.first, "locked.feature": Self.second])
    let locked = files.path("locked.feature")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    let (output, failure) = try run([
      "--no-ast", "--no-pickles", files.path("first.feature"), locked,
    ])
    #expect(output == source(files.path("first.feature"), Self.first))
    #expect(failure == "cannot read \(locked): permission denied or unreadable")
  }

  @Test("every readable file is printed in turn, as both the C and Python CLIs")
  func readableFiles() throws {
    let files = try Self.folder(["first.feature": Self.first, "second.feature": Self.second])
    let (first, second) = (files.path("first.feature"), files.path("second.feature"))
    let (output, failure) = try run(["--no-ast", "--no-pickles", first, second])
    #expect(output == source(first, Self.first) + source(second, Self.second))
    #expect(failure == nil)
  }

  @Test("no FILE prints nothing and does not fail, as both the C and Python CLIs (exit 0)")
  func noFile() throws {
    #expect(try run([]) == ("", nil))
    #expect(try run(["--tokens"]) == ("", nil))
  }

  /// As the C `gherkin_generate_tokens` and the Python `generate_tokens.py`.
  @Test("--tokens prints each file in turn, as C and Python")
  func tokensOfSeveralFiles() throws {
    let files = try Self.folder(["first.feature": Self.first, "second.feature": Self.second])
    let (output, failure) = try run([
      "--tokens", files.path("first.feature"), files.path("second.feature"),
    ])
    #expect(
      output == "(1:1)FeatureLine:()Feature/First/\nEOF\n"
        + "(1:1)FeatureLine:()Feature/Second/\n(2:3)ScenarioLine:()Scenario/S/\n"
        + "(3:5)StepLine:(Context)Given /x/\nEOF\n")
    #expect(failure == nil)
  }

  /// As Python's `generate_tokens.py`: the files before it printed, exit 1. The C
  /// `gherkin_generate_tokens` prints `EOF` for it and goes on (exit 0).
  @Test("--tokens stops at a missing file, as Python (exit 1)")
  func tokensOfAMissingFile() throws {
    let files = try Self.folder(["first.feature": Self.first, "second.feature": Self.second])
    let missing = files.path("missing.feature")
    let (output, failure) = try run([
      "--tokens", files.path("first.feature"), missing, files.path("second.feature"),
    ])
    #expect(output == "(1:1)FeatureLine:()Feature/First/\nEOF\n")
    #expect(failure == "cannot read \(missing): no such file")
  }

  /// As Python's `CompositeParserException`: none of its tokens printed, its errors given, exit 1.
  /// The C `gherkin_generate_tokens` prints the tokens before the error, without `EOF`, ignores
  /// the error and goes on (exit 0).
  @Test("--tokens stops at a file with parse errors, as Python (exit 1)")
  func tokensOfAFileWithParseErrors() throws {
    let files = try Self.folder([
      "first.feature": Self.first, "eof.feature": Self.unfinished, "second.feature": Self.second,
    ])
    let eof = files.path("eof.feature")
    let (output, failure) = try run([
      "--tokens", files.path("first.feature"), eof, files.path("second.feature"),
    ])
    #expect(output == "(1:1)FeatureLine:()Feature/First/\nEOF\n")
    #expect(
      failure
        == "\(eof)(6:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty")
  }

  @Test("--help prints the usage on standard output, as the C and Python CLIs (exit 0)")
  func help() throws {
    for flag in ["--help", "-h"] {
      let (output, failure) = try run(["a.feature", flag])
      #expect(output == GherkinCommandLine.usage)
      #expect(output.hasPrefix("usage: acceptance gherkin"))
      #expect(failure == nil)
    }
  }

  /// The end of a file whose last line is only spaces, without a line break, is on the line after
  /// it, `(6:0)`, as the C and Python CLIs print it (the JavaScript scanner drops that line: 5).
  @Test("the end after a last line of spaces is on the next line, as C and Python")
  func endOfFileAfterALastLineOfSpaces() throws {
    let files = try Self.folder(["eof.feature": Self.unfinished])
    let eof = files.path("eof.feature")
    let (output, failure) = try run(["--no-source", eof])
    let expected = GherkinEnvelope.parseError(
      ParseError(
        source: SourceReference(uri: eof, location: Location(line: 6)),
        message: "(6:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"))
    #expect(output == expected.jsonString + "\n")
    #expect(failure == nil)
  }
}
