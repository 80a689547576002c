import Acceptance
import Foundation
import Gherkin

/// `acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...` and
/// `acceptance gherkin --tokens FILE...`: the reference Gherkin CLI, printing NDJSON or tokens.
///
/// As the official CLIs: `--help` prints the usage on standard output; a file that cannot be read
/// gives no output and exit code 1 (the Python and JavaScript CLIs stop with an exception there;
/// this one names the file on standard error and goes on with the others); parse errors are
/// `parseError` messages with exit code 0 (as the Python and JavaScript CLIs; the C one exits 1).
func runGherkinCommand(_ arguments: [String]) -> Int32 {
  let command: GherkinCommandLine
  do {
    command = try GherkinCommandLine.parse(arguments)
  } catch {
    TextOutput.standardError.write(
      "acceptance gherkin: \(error.message)\n" + GherkinCommandLine.usage)
    return ExitCode.usage
  }
  switch command {
  case .help:
    return write(GherkinCommandLine.usage)
  case .tokens(let paths):
    let readable = readablePaths(paths)
    var text = ""
    for path in readable {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      text += GherkinParser.tokens(
        source: String(decoding: data, as: UTF8.self), mediaType: Source.mediaType(forPath: path))
    }
    let written = write(text)
    return written != ExitCode.passed ? written : readable.count == paths.count ? 0 : 1
  case .messages(let options, let paths):
    let readable = readablePaths(paths)
    var stream = GherkinStream(options: options)
    var sink = StandardOutputSink()
    stream.write(paths: readable, to: &sink)
    if let failure = sink.failure {
      TextOutput.standardError.write(
        "acceptance gherkin: cannot write standard output: \(failure)\n")
      return ExitCode.unwritten
    }
    return readable.count == paths.count ? 0 : 1
  }
}

/// The paths that can be read; each other one is named on standard error with the reason.
private func readablePaths(_ paths: [String]) -> [String] {
  paths.filter { path in
    guard let reason = InputChecks.unreadable(path) else { return true }
    TextOutput.standardError.write("acceptance gherkin: cannot read \(path): \(reason)\n")
    return false
  }
}
