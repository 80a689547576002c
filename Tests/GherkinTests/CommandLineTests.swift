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

  @Test("--tokens takes one file")
  func tokens() throws {
    #expect(try GherkinCommandLine.parse(["--tokens", "a.feature"]) == .tokens(path: "a.feature"))
    #expect(throws: GherkinCommandLine.UsageError.self) {
      try GherkinCommandLine.parse(["--tokens", "a.feature", "b.feature"])
    }
  }

  @Test("unknown options and missing files are usage errors")
  func usageErrors() {
    #expect(throws: GherkinCommandLine.UsageError(message: "unknown option: --nope")) {
      try GherkinCommandLine.parse(["--nope", "a.feature"])
    }
    #expect(throws: GherkinCommandLine.UsageError(message: "no FILE given")) {
      try GherkinCommandLine.parse([])
    }
  }
}
