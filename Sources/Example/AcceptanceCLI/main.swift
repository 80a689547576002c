import AcceptanceCommandLine
import AppSteps
import AppTesting
import Foundation

/// `acceptance`: the command line of the library (run the features of `Features/`, the step
/// catalog, the Gherkin and benchmark tools, help) on the steps of the example app, with the
/// simulated time in the run's summary and one command of its own, `screens`.
/// The virtual time the scenarios of this run simulate, printed under the wall time.
let simulatedTime = SimulatedTime()

/// The command that prints what each screen of the app offers (`Features/SCREENS.md`).
let screens = RunCommand.Subcommand("screens", summary: "print what each screen offers") {
  arguments, output, errors in
  guard arguments.isEmpty else {
    errors.write("usage: acceptance screens\n")
    return ExitCode.usage
  }
  output.write(ScreenReference.markdown)
  return ExitCode.passed
}

exit(
  await RunCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    steps: AppSteps.library(simulatedTime: simulatedTime).registry,
    commands: [screens],
    wrapReporter: { SimulatedTime.Reporter(wrapping: $0, tally: simulatedTime) },
    makeWorld: { AppWorld() }))
