import Foundation

/// `acceptance`: the command line of the harness. Subcommands arrive with the issues that build them.
let usage = "usage: acceptance <command> [options]\n"
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "gherkin":
  exit(runGherkinCommand(Array(arguments.dropFirst())))
case "bench" where arguments.dropFirst().first == "gherkin":
  exit(runBenchGherkinCommand(Array(arguments.dropFirst(2))))
default:
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}
