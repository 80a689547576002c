import Acceptance
import Gherkin

/// `acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...` and
/// `acceptance gherkin --tokens FILE...`: the reference Gherkin CLI, printing NDJSON or tokens.
///
/// ``GherkinCommandLine/run(to:)`` does the work and says which official CLI each case follows;
/// here only its exit codes: 0, 1 when it stopped at a file (named on standard error), 2 for a
/// usage mistake, 3 when standard output could not be written.
package func runGherkinCommand(_ arguments: [String]) -> Int32 {
  let command: GherkinCommandLine
  do {
    command = try GherkinCommandLine.parse(arguments)
  } catch {
    TextOutput.standardError.write(
      "acceptance gherkin: \(error.message)\n" + GherkinCommandLine.usage)
    return ExitCode.usage
  }
  var sink = StandardOutputSink()
  var failure: GherkinCommandFailure?
  do {
    try command.run(to: &sink)
  } catch {
    failure = error
  }
  if let written = sink.failure {
    TextOutput.standardError.write("acceptance gherkin: cannot write standard output: \(written)\n")
    return ExitCode.unwritten
  }
  guard let failure else { return ExitCode.passed }
  TextOutput.standardError.write("acceptance gherkin: \(failure.message)\n")
  return ExitCode.failed
}
