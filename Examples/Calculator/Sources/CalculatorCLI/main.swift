import AcceptanceCommandLine
import CalculatorSteps
import Foundation

// `swift run calculator [options] [PATH[:LINE]...]` runs the features (default: `Features`) and exits
// 0 when every scenario passed; `swift run calculator --help` lists the options.
let code = await RunCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()), steps: CalculatorSteps.registry
) { CalculatorWorld() }
exit(code)
