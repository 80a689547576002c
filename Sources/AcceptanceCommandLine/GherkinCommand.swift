import Acceptance
import Gherkin

/// `acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...` and
/// `acceptance gherkin --tokens FILE...`: the reference Gherkin CLI, printing NDJSON or tokens.
///
/// ``GherkinCommandLine/run(to:)`` does the work and says which official CLI each case follows;
/// here only its exit codes: 0, 1 when it stopped at a file (named on `errors`), 2 for a usage
/// mistake, 3 when `output` could not be written.
func runGherkinCommand(
  _ arguments: [String], output: TextOutput, errors: TextOutput
) -> Int32 {
  let command: GherkinCommandLine
  do {
    command = try GherkinCommandLine.parse(arguments)
  } catch {
    errors.write("acceptance gherkin: \(error.message)\n" + GherkinCommandLine.usage)
    return ExitCode.usage
  }
  var sink = TextOutputSink(output: output)
  var failure: GherkinCommandFailure?
  do {
    try command.run(to: &sink)
  } catch {
    failure = error
  }
  if let written = output.finish() {
    errors.write("acceptance gherkin: \(written)\n")
    return ExitCode.unwritten
  }
  guard let failure else { return ExitCode.passed }
  errors.write("acceptance gherkin: \(failure.message)\n")
  return ExitCode.failed
}

/// Writes messages to a ``TextOutput``, which keeps the first failure to write them.
struct TextOutputSink: MessageSink {
  /// Where the messages go.
  let output: TextOutput

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    output.write(bytes: UnsafeRawBufferPointer(bytes))
  }
}
