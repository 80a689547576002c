import Acceptance
import Foundation
import Gherkin

/// `acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...` and
/// `acceptance gherkin --tokens FILE`: the reference Gherkin CLI, printing NDJSON or tokens.
func runGherkinCommand(_ arguments: [String]) -> Int32 {
  let command: GherkinCommandLine
  do {
    command = try GherkinCommandLine.parse(arguments)
  } catch {
    let text = "acceptance gherkin: \(error.message)\n" + GherkinCommandLine.usage
    FileHandle.standardError.write(Data(text.utf8))
    return 2
  }
  switch command {
  case .tokens(let path):
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("acceptance gherkin: cannot read \(path)\n".utf8))
      return 1
    }
    let text = GherkinParser.tokens(
      source: String(decoding: data, as: UTF8.self), mediaType: Source.mediaType(forPath: path))
    return write(text)
  case .messages(let options, let paths):
    var stream = GherkinStream(options: options)
    var sink = StandardOutputSink()
    stream.write(paths: paths, to: &sink)
    guard let failure = sink.failure else { return 0 }
    FileHandle.standardError.write(
      Data("acceptance gherkin: cannot write standard output: \(failure)\n".utf8))
    return ExitCode.unwritten
  }
}
