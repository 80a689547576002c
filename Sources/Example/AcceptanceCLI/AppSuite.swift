import Acceptance
import AcceptanceCommandLine
import AppSteps

/// The virtual time the scenarios of this run simulate, printed under the wall time.
let simulatedTime = SimulatedTime()

/// The steps that `acceptance` runs `Features/` with.
let appLibrary = AppSteps.library(simulatedTime: simulatedTime)

/// Runs `arguments` as `acceptance run` does, with the simulated time in the summary.
func runFeatures(_ arguments: [String]) async -> Int32 {
  await RunCommand.main(
    arguments: arguments, steps: appLibrary.registry,
    wrapReporter: { SimulatedTime.Reporter(wrapping: $0, tally: simulatedTime) },
    makeWorld: { await AppWorld() })
}
