public import Acceptance
public import Foundation
import Gherkin

extension RunCommand {
  /// A command that a harness adds to its command line beside `run`, `steps`, `gherkin`, `bench`
  /// and `help`: the sample app's `acceptance screens`, say.
  ///
  /// ```swift
  /// let screens = RunCommand.Subcommand("screens", summary: "print what each screen offers") {
  ///   arguments, output, errors in
  ///   output.write(ScreenReference.markdown)
  ///   return ExitCode.passed
  /// }
  /// exit(await RunCommand.main(arguments: arguments, steps: steps, commands: [screens]) {
  ///   MyWorld()
  /// })
  /// ```
  public struct Subcommand: Sendable {
    /// The word that selects it, `acceptance NAME ...`; a built-in command of that name gives way
    /// to it.
    public let name: String
    /// What follows the name in the usage table (`[options] FILE...`); empty when nothing does.
    public let arguments: String
    /// What it does, in a few words, for the usage table.
    public let summary: String
    /// Runs it with the arguments after its name, writing to the output and the errors, and
    /// returns the exit code (``ExitCode``). `main` completes the output afterwards, and returns
    /// ``ExitCode/unwritten`` when it could not be written.
    public let run:
      @Sendable (_ arguments: [String], _ output: TextOutput, _ errors: TextOutput) async -> Int32

    /// A command `name`, listed in the usage table as `acceptance NAME ARGUMENTS   SUMMARY`.
    public init(
      _ name: String, arguments: String = "", summary: String,
      run:
        @escaping @Sendable (_ arguments: [String], _ output: TextOutput, _ errors: TextOutput)
        async -> Int32
    ) {
      self.name = name
      self.arguments = arguments
      self.summary = summary
      self.run = run
    }
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit code.
  ///
  /// The first argument selects the command: `run`, `steps` (the catalog of `steps`, see
  /// `acceptance steps --help`), `gherkin`, `bench` (`gherkin`, `runner`, or one of `benchmarks`),
  /// `help` (or `--help`, `-h`), or one of `commands`; anything else is the arguments of `run`,
  /// except a word that is neither a command nor a file or folder, which is an unknown command.
  /// `wrapReporter` may wrap the console reporter of `run` (for example to add
  /// ``RunSummary/notes`` to the summary). `steps` is evaluated only by the commands that use it
  /// (`run` and `steps`), so that `gherkin`, `bench gherkin` and `help` do not pay for building it.
  ///
  /// Writing to the real standard output, it first makes the process safe for a closed one: the
  /// closed standard descriptors are held so that no report file takes their number, and a closed
  /// pipe becomes a write error (exit code 3) instead of a signal that kills the process. It runs
  /// on the main actor, so that, called from `main.swift`, it does so before anything opens a file.
  @MainActor
  public static func main<World: Sendable>(
    arguments: [String], steps: @autoclosure () -> StepRegistry<World>,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    output: TextOutput = .standardOutput, errors: TextOutput = .standardError,
    commands: [Subcommand] = [], benchmarks: [Benchmark] = [],
    wrapReporter: @Sendable (any RunReporter) -> any RunReporter = { $0 },
    makeWorld: @escaping @Sendable () async throws -> World
  ) async -> Int32 {
    if output.isStandardOutput {
      DescriptorWriter.reserveStandardDescriptors()
      signal(SIGPIPE, SIG_IGN)
    }
    let rest = Array(arguments.dropFirst())
    let first = arguments.first ?? ""
    if let command = commands.first(where: { $0.name == first }) {
      return completing(output, errors, await command.run(rest, output, errors))
    }
    switch first {
    case "run":
      return await run(
        arguments: rest, steps: steps(), environment: environment, output: output, errors: errors,
        wrapReporter: wrapReporter, makeWorld: makeWorld)
    case "help", "--help", "-h":
      return help(
        rest, commands: commands, benchmarks: benchmarks, output: output, errors: errors)
    case "steps":
      return completing(
        output, errors, StepsCommand.run(rest, catalog: StepCatalog(steps()), output, errors))
    case "gherkin":
      return runGherkinCommand(rest, output: output, errors: errors)
    case "bench":
      return completing(
        output, errors,
        await bench(rest, benchmarks: benchmarks, output: output, errors: errors))
    default:
      if isUnknownCommand(first) {
        errors.write(
          "acceptance: unknown command '\(first)'\n\n\(help(commands: commands, benchmarks: benchmarks))"
        )
        return ExitCode.usage
      }
      return await run(
        arguments: arguments, steps: steps(), environment: environment, output: output,
        errors: errors, wrapReporter: wrapReporter, makeWorld: makeWorld)
    }
  }

  /// The usage table of the commands, `commands` after `steps` and `benchmarks` after the built-in
  /// ones, then the options of `run`: what `acceptance help` prints.
  public static func help(commands: [Subcommand] = [], benchmarks: [Benchmark] = []) -> String {
    let rows = usageRows(commands, benchmarks: benchmarks)
    let width = rows.map(\.synopsis.count).max() ?? 0
    let table = rows.enumerated().map { index, row in
      let padding = String(repeating: " ", count: width - row.synopsis.count + 3)
      return (index == 0 ? "usage: " : "       ") + row.synopsis + padding + row.summary
    }
    return """
      \(table.joined(separator: "\n"))

      The options of run (acceptance COMMAND --help says more of each command):
      \(parser.optionsHelp)

      \(configurationHelp)
      """
  }

  /// One line of the usage table: the command as typed, and what it does.
  private struct UsageRow {
    let name: String
    let synopsis: String
    let summary: String
  }

  /// The lines of the usage table: the built-in commands that `commands` do not replace, with
  /// `commands` after `steps`, and the built-in benchmarks that `benchmarks` do not replace, with
  /// `benchmarks` after them.
  private static func usageRows(_ commands: [Subcommand], benchmarks: [Benchmark]) -> [UsageRow] {
    let benchRows = benchUsageLines(benchmarks).map { line in
      UsageRow(name: "bench", synopsis: "acceptance bench " + line.synopsis, summary: line.summary)
    }
    let commandRows = [
      UsageRow(
        name: "run", synopsis: "acceptance [run] [options] [PATH[:LINE]... | @FILE]",
        summary: "run feature files (default: Features)"),
      UsageRow(
        name: "steps", synopsis: "acceptance steps [--grep TEXT | --match STEP]",
        summary: "print the step catalog, by group"),
      UsageRow(
        name: "gherkin", synopsis: "acceptance gherkin [options] FILE...",
        summary: "print the Cucumber Messages of files"),
      UsageRow(name: "help", synopsis: "acceptance help", summary: "show this help"),
    ]
    let builtIn = commandRows.dropLast() + benchRows + commandRows.suffix(1)
    let names = Set(commands.map(\.name))
    let added = commands.map { command in
      UsageRow(
        name: command.name,
        synopsis: (["acceptance", command.name]
          + (command.arguments.isEmpty ? [] : [command.arguments]))
          .joined(separator: " "),
        summary: command.summary)
    }
    let kept = { (row: UsageRow) in !names.contains(row.name) }
    return builtIn.prefix(2).filter(kept) + added + builtIn.dropFirst(2).filter(kept)
  }

  /// `acceptance help`: the usage table.
  private static func help(
    _ arguments: [String], commands: [Subcommand], benchmarks: [Benchmark], output: TextOutput,
    errors: TextOutput
  ) -> Int32 {
    guard arguments.isEmpty else {
      errors.write("acceptance: help takes no arguments; try acceptance COMMAND --help\n")
      return ExitCode.usage
    }
    output.write(help(commands: commands, benchmarks: benchmarks))
    return completing(output, errors, ExitCode.passed)
  }

  /// The benchmarks of `acceptance bench`, as the usage lists them: the built-in ones that
  /// `benchmarks` do not replace, then `benchmarks`.
  private static func benchUsageLines(
    _ benchmarks: [Benchmark]
  ) -> [(name: String, synopsis: String, summary: String)] {
    let builtIn = [
      (name: "gherkin", synopsis: "gherkin [DIR]", summary: "measure the parser (release build)"),
      (name: "runner", synopsis: "runner", summary: "measure the runner (release build)"),
    ]
    let names = Set(benchmarks.map(\.name))
    return builtIn.filter { !names.contains($0.name) }
      + benchmarks.map { benchmark in
        (
          benchmark.name,
          ([benchmark.name] + (benchmark.arguments.isEmpty ? [] : [benchmark.arguments]))
            .joined(separator: " "),
          benchmark.summary
        )
      }
  }

  /// The usage of `acceptance bench`, with `benchmarks`.
  static func benchUsage(_ benchmarks: [Benchmark] = []) -> String {
    let synopses = benchUsageLines(benchmarks).enumerated().map { index, line in
      (index == 0 ? "usage: " : "       ") + "acceptance bench " + line.synopsis
    }
    let names = Set(benchmarks.map(\.name))
    let builtIn =
      names.contains("gherkin") || names.contains("runner")
      ? ""
      : """

      Measures the Gherkin parser on the feature files of DIR and its subfolders (default: a generated
      corpus of about 2,000 files, removed afterwards; an empty or missing DIR receives it), or the
      runner on a generated suite of 5,000 scenarios. Build in release mode for figures worth
      comparing.

      """
    let details = benchmarks.map(\.details).filter { !$0.isEmpty }.map {
      "\n\(wrapped($0, width: 96))\n"
    }
    return synopses.joined(separator: "\n") + "\n" + builtIn + details.joined()
  }

  /// `acceptance bench gherkin [DIR]`, `acceptance bench runner`, and `benchmarks`.
  private static func bench(
    _ arguments: [String], benchmarks: [Benchmark], output: TextOutput, errors: TextOutput
  ) async -> Int32 {
    let rest = Array(arguments.dropFirst())
    let usage = benchUsage(benchmarks)
    if arguments.contains("--help") || arguments.contains("-h") {
      output.write(usage)
      return completing(output, errors, ExitCode.passed)
    }
    if let benchmark = benchmarks.first(where: { $0.name == arguments.first }) {
      return await benchmark.run(rest, output, errors)
    }
    switch arguments.first {
    case "gherkin": return runBenchGherkinCommand(rest, output: output, errors: errors)
    case "runner": return await runBenchRunnerCommand(rest, output: output, errors: errors)
    case nil:
      let names = benchUsageLines(benchmarks).map(\.name)
      let list =
        names.count > 1
        ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        : names.joined()
      errors.write("acceptance bench: which benchmark, \(list)?\n\n\(usage)")
    case let other?:
      errors.write("acceptance bench: unknown benchmark '\(other)'\n\n\(usage)")
    }
    return ExitCode.usage
  }

  /// Whether the first argument `word` names no command: not an option, not a rerun file, no file
  /// or folder of that name, and no path (a word without `/` or `.`), so a mistyped command is not
  /// taken for a missing feature folder.
  private static func isUnknownCommand(_ word: String) -> Bool {
    guard !word.isEmpty, !word.hasPrefix("-"), !word.hasPrefix("@"),
      !word.contains("/"), !word.contains(".")
    else { return false }
    return !FileManager.default.fileExists(atPath: FeaturePath(parsing: word).path)
  }

  /// `code`, or ``ExitCode/unwritten`` after saying on `errors` that `output` could not be written.
  static func completing(_ output: TextOutput, _ errors: TextOutput, _ code: Int32) -> Int32 {
    guard let failure = output.finish() else { return code }
    errors.write("acceptance: \(failure)\n")
    return ExitCode.unwritten
  }
}
