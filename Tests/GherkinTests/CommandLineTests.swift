import Foundation
import Gherkin
import Testing

@Suite("gherkin command line")
struct CommandLineTests {
  @Test("flags turn messages off and ids predictable")
  func flags() throws {
    let command = try GherkinCommandLine.parse([
      "--no-source", "--no-ast", "--no-pickles", "--predictable-ids", "a.feature", "b.feature",
    ])
    let options = GherkinStreamOptions(
      includeSource: false, includeGherkinDocument: false, includePickles: false,
      predictableIds: true)
    #expect(command == .messages(options: options, paths: ["a.feature", "b.feature"]))
  }

  @Test("--tokens takes any number of files, as the official C and Python token generators")
  func tokens() throws {
    #expect(
      try GherkinCommandLine.parse(["--tokens", "a.feature"]) == .tokens(paths: ["a.feature"]))
    #expect(
      try GherkinCommandLine.parse(["--tokens", "a.feature", "b.feature"])
        == .tokens(paths: ["a.feature", "b.feature"]))
    #expect(try GherkinCommandLine.parse(["--tokens"]) == .tokens(paths: []))
  }

  @Test("no FILE is no mistake, as the official C and Python CLIs (they print nothing, exit 0)")
  func noFile() throws {
    #expect(
      try GherkinCommandLine.parse([]) == .messages(options: GherkinStreamOptions(), paths: []))
    #expect(
      try GherkinCommandLine.parse(["--no-source"])
        == .messages(options: GherkinStreamOptions(includeSource: false), paths: []))
  }

  @Test("--help and -h ask for the usage, as the official C, Python and JavaScript CLIs")
  func help() throws {
    #expect(try GherkinCommandLine.parse(["--help"]) == .help)
    #expect(try GherkinCommandLine.parse(["a.feature", "-h"]) == .help)
    #expect(GherkinCommandLine.usage.contains("-h, --help"))
  }

  @Test("an unknown option is a usage error, as the official Python CLI makes it")
  func usageErrors() {
    #expect(throws: GherkinCommandLine.UsageError(message: "unknown option: --nope")) {
      try GherkinCommandLine.parse(["--nope", "a.feature"])
    }
  }

  @Test("a file that cannot be read is named with the reason")
  func unreadableFiles() throws {
    #expect(InputChecks.unreadable("/nonexistent/a.feature") == "no such file")
    #expect(InputChecks.unreadable(NSTemporaryDirectory()) == "is a directory")
    let file = NSTemporaryDirectory() + "readable-\(UUID().uuidString).feature"
    try Data("Feature: F\n".utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(InputChecks.unreadable(file) == nil)
    let loop = NSTemporaryDirectory() + "loop-\(UUID().uuidString).feature"
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    defer { try? FileManager.default.removeItem(atPath: loop) }
    #expect(InputChecks.unreadable(loop) == "a loop of symbolic links")
  }

  @Test("a named pipe with no writer reads as empty, and a device as what it gives, never blocking")
  func filesThatAreNotRegular() throws {
    let pipe = NSTemporaryDirectory() + "pipe-\(UUID().uuidString).feature"
    try #require(mkfifo(pipe, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: pipe) }
    for path in [pipe, "/dev/null"] {
      let empty = GherkinParser.parse(path: path)
      #expect(empty.errors.isEmpty, "\(path)")
      #expect(empty.document?.feature == nil, "\(path)")
    }
    let endless = GherkinParser.parse(path: "/dev/zero")
    #expect(
      endless.errors.map(\.message) == [
        "(1:1): cannot read /dev/zero: is not a regular file, and it gave more than 64 MiB"
      ])
  }
}
