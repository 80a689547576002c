import Acceptance

/// Writes `text` to standard output; returns the exit code: 0, or ``ExitCode/unwritten`` after
/// saying on standard error why it could not be written.
package func write(_ text: String) -> Int32 {
  let output = TextOutput.standardOutput
  output.write(text)
  guard let failure = output.finish() else { return ExitCode.passed }
  TextOutput.standardError.write("acceptance: \(failure)\n")
  return ExitCode.unwritten
}
