import Acceptance
import AcceptanceCommandLine
import AppSteps
import AppTesting
import Foundation
import Gherkin

/// `acceptance`: runs the features of `Features/` (the default command), and the tools around them.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: acceptance [run] [options] [PATH[:LINE]... | @FILE]   run feature files (default: Features)
         acceptance steps                                     print the step catalog, by screen
         acceptance screens                                   print what each screen offers
         acceptance gherkin [options] FILE...                 print the Cucumber Messages of files
         acceptance bench gherkin [DIR]                       measure the parser (release build)
         acceptance bench runner                              measure the runner (release build)
         acceptance help                                      show this help

  The options of run (acceptance run --help says more; acceptance gherkin --help for gherkin):
  \(RunCommand.parser.optionsHelp)

  """

// A closed standard output fails its writes instead of lending its number to a report file.
DescriptorWriter.reserveStandardDescriptors()
// A closed pipe is a write error that the run reports (after completing its report files), not a
// signal that kills it.
signal(SIGPIPE, SIG_IGN)

switch arguments.first {
case "help", "--help", "-h":
  exit(write(usage))
case "steps":
  exit(write(appLibrary.catalog.text))
case "screens":
  exit(write(ScreenReference.markdown))
case "gherkin":
  exit(runGherkinCommand(Array(arguments.dropFirst())))
case "bench" where arguments.dropFirst().first == "gherkin":
  exit(runBenchGherkinCommand(Array(arguments.dropFirst(2))))
case "bench" where arguments.dropFirst().first == "runner":
  exit(await runBenchRunnerCommand(Array(arguments.dropFirst(2))))
case "bench":
  FileHandle.standardError.write(
    Data("usage: acceptance bench gherkin [DIR]\n       acceptance bench runner\n".utf8))
  exit(2)
case "run":
  exit(await runFeatures(Array(arguments.dropFirst())))
default:
  exit(await runFeatures(arguments))
}
