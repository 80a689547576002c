import AcceptanceCommandLine
import AppSteps
import AppTesting
import Foundation

/// `acceptance`: the command line of the library (run the features of `Features/`, the step
/// catalog, the Gherkin and benchmark tools, help) on the steps of the example app, with the
/// simulated time in the run's summary, one command of its own, `screens`, and one benchmark of
/// its own, `bench app`.

/// What the commands share, made on first use: `acceptance gherkin` and `help` build no steps.
enum Shared {
  /// The virtual time the scenarios of this run simulate, printed under the wall time.
  static let simulatedTime = SimulatedTime()
  /// The app's steps, for `run`, `steps` and `bench app`.
  static let steps = AppSteps.library(simulatedTime: simulatedTime).registry
}

/// A fresh world for each scenario.
let makeWorld: @Sendable () async -> AppWorld = { AppWorld() }

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

/// `acceptance bench app`: `Features/` copied 40 times, run in process on the app's steps and world
/// (goal: 25 µs per step).
let app = RunCommand.Benchmark.suite(
  "app", summary: "measure the app's suite at scale (release build)", makeSteps: { Shared.steps },
  microsecondsPerStepGoal: 25, makeWorld: makeWorld)

exit(
  await RunCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()), steps: Shared.steps, commands: [screens],
    benchmarks: [app],
    wrapReporter: { Shared.simulatedTime.wrapping($0) },
    makeWorld: makeWorld))
