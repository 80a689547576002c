import Acceptance
import Foundation

/// The command line of a harness, `acceptance`: `run` (the default) parses the options, runs the
/// features with the console format, prints the run's warnings on standard error, and returns the
/// exit code (``ExitCode``: 0 passed, 1 failed, or warned unless `--no-strict`, 2 usage error, 3 a
/// report or the console could not be written); `steps` prints the step catalog of the registry;
/// `gherkin`, `bench` and `help` come with it, and a harness may add its own commands.
///
/// A package that ships its own steps builds its command line with it:
///
/// ```swift
/// let code = await RunCommand.main(arguments: Array(CommandLine.arguments.dropFirst()),
///                                  steps: MySteps.registry) { MyWorld() }
/// exit(code)
/// ```
public enum RunCommand {
  /// The options of `acceptance run`.
  package static let parser = ArgumentParser(options: [
    .option(
      "--profile", short: "-p", value: "NAME",
      help: "Apply the profile NAME of \(ProfileFile.fileName) (repeatable, in turn)."),
    .option(
      "--config", short: "-c", value: "FILE",
      help: "Read the profiles from FILE, not \(ProfileFile.fileName) at the package root."),
    .option(
      "--tags", short: "-t", value: "EXPR",
      help: "Run the scenarios whose tags match the tag expression (repeated: all of them)."),
    .option(
      "--name", short: "-n", value: "REGEX",
      help: "Run the scenarios whose name matches (repeatable)."),
    .flag("--dry-run", short: "-d", help: "Match every step without running any code."),
    .flag("--fail-fast", help: "Stop after the first scenario that does not pass."),
    .flag(
      "--strict",
      help:
        "Undefined and pending steps, and filters that select no scenario, fail the run (default)."
    ),
    .flag("--no-strict", help: "Undefined and pending steps, and filters that select none, pass."),
    .option("--order", value: "ORDER", help: "defined, reversed, random or random:SEED."),
    .option(
      "--format", short: "-f", value: "NAME[:FILE]",
      help: "\(ReportFormat.names) (default pretty), to FILE or stdout (repeatable)."),
    .option("--retry", value: "N", help: "Run a failed scenario up to N more times."),
    .option(
      "--parallel", value: "N",
      help:
        "Run N scenarios at once (at most \(RunOptions.maximumParallel): 4 × the \(RunOptions.processorCount) cores)."
    ),
    .option("--shard", value: "I/N", help: "Run the I-th of N parts of the scenarios."),
    .option("--timeout", value: "SECONDS", help: "Real time a step may take (default 5)."),
    .flag("--no-color", help: "No ANSI colours (also NO_COLOR=1)."),
    .flag("--version", short: "-v", help: "Print the name and version."),
    .flag("--help", short: "-h", help: "Show this help."),
  ])

  /// The usage text.
  public static var usage: String {
    """
    usage: acceptance [run] [options] [PATH[:LINE]... | @RERUN_FILE]

    Runs the feature files at PATH (files or folders; default: Features), or the scenarios that
    --format rerun:RERUN_FILE listed.

    options:
    \(parser.optionsHelp)

    \(configurationHelp)
    """
  }

  /// Runs the features as `arguments` (the arguments after `run`) say and returns the exit code.
  static func run<World: Sendable>(
    arguments: [String], steps: StepRegistry<World>, environment: [String: String],
    output: TextOutput, errors: TextOutput,
    wrapReporter: @Sendable (any RunReporter) -> any RunReporter,
    makeWorld: @escaping @Sendable () async throws -> World
  ) async -> Int32 {
    let parsed: ParsedArguments
    do {
      parsed = try parser.parse(arguments)
    } catch {
      errors.write("acceptance: \(error)\n\n\(usage)")
      return ExitCode.usage
    }
    if parsed.has("--help") {
      output.write(usage)
      return 0
    }
    if parsed.has("--version") {
      output.write("\(HarnessVersion.name) \(HarnessVersion.number)\n")
      return 0
    }
    let options: RunOptions
    let formats: [FormatRequest]
    do {
      let configuration = try configuration(from: parsed, environment: environment)
      options = configuration.runOptions
      formats = try FormatRequest.parseAll(configuration.formats)
      for note in configuration.notes { errors.write("acceptance: \(note)\n") }
    } catch {
      errors.write("acceptance: \(error)\n\n\(usage)")
      return ExitCode.usage
    }
    let style = ConsoleStyle.forStandardOutput(
      environment: environment, disabled: parsed.has("--no-color"))
    var reporters: [any RunReporter] = []
    var outputs: [TextOutput] = [output]
    var showsOnConsole = false
    for format in formats.isEmpty ? [FormatRequest(.pretty)] : formats {
      do {
        let target = try format.openOutput(standardOutput: output)
        if target !== output { outputs.append(target) }
        showsOnConsole = showsOnConsole || target === output || target.isStandardOutput
        reporters.append(format.makeReporter(output: target, style: style, options: options))
      } catch {
        for opened in outputs { opened.discard() }
        errors.write("acceptance: \(error)\n")
        return ExitCode.usage
      }
    }
    // When every report goes to a file, the console still shows the run, as cucumber-js does.
    if !showsOnConsole {
      reporters.append(
        FormatRequest(.progress).makeReporter(output: output, style: style, options: options))
    }
    let interruption = RunInterruption()
    let listener = SignalListener(interruption: interruption)
    let runner = Runner(
      steps: steps, options: options, reporters: reporters.map(wrapReporter),
      interruption: interruption, makeWorld: makeWorld)
    let summary = await runner.run()
    listener.stop()
    for problem in summary.problems { errors.write("error: \(problem.message)\n") }
    for warning in summary.warnings { errors.write("\(warning)\n") }
    let failures = outputs.compactMap { $0.finish() }
    for failure in failures { errors.write("acceptance: \(failure)\n") }
    guard failures.isEmpty else { return ExitCode.unwritten }
    if case .signal(let number) = summary.interruption { return ExitCode.interrupted(by: number) }
    return summary.passed ? ExitCode.passed : ExitCode.failed
  }
}
