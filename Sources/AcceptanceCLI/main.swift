import Acceptance
import AppSteps
import AppTesting
import Foundation

/// `acceptance`: runs the features of `Features/` (the default command), and the tools around them.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  usage: acceptance [run] [options] [PATH[:LINE]...]   run feature files (default: Features)
         acceptance steps                               print the step catalog, by screen
         acceptance screens                             print what each screen offers (Markdown)
         acceptance gherkin [options] FILE...           print Cucumber Messages of feature files
         acceptance bench gherkin [DIR]                 measure the parser (release build)
         acceptance bench runner                        measure the runner (release build)
         acceptance help                                 show this help

  """

switch arguments.first {
case "help", "--help", "-h":
  print(usage + RunCommand.usage, terminator: "")
  exit(0)
case "steps":
  print(StepCatalog.text(appLibrary.catalog), terminator: "")
  exit(0)
case "screens":
  print(ScreenReference.markdown, terminator: "")
  exit(0)
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
