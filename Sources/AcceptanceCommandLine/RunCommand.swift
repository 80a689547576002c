import Acceptance
import Foundation

/// The command line of a harness, `acceptance`: `run` (the default) parses the options, runs the
/// features with the console format, prints the run's warnings on standard error, and returns the
/// exit code (``ExitCode``: 0 passed, 1 failed or warned under `--strict`, 2 usage error, 3 a report
/// or the console could not be written); `steps` prints the step catalog of the registry;
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
      "--tags", value: "EXPR",
      help: "Run the scenarios whose tags match the tag expression (repeated: all of them)."),
    .option("--name", value: "REGEX", help: "Run the scenarios whose name matches (repeatable)."),
    .flag("--dry-run", help: "Match every step without running any code."),
    .flag("--fail-fast", help: "Stop after the first scenario that does not pass."),
    .flag(
      "--strict",
      help: "Undefined and pending steps, and filters that select no scenario, fail the run."),
    .option("--order", value: "ORDER", help: "defined, reversed, random or random:SEED."),
    .option(
      "--format", value: "NAME[:FILE]",
      help: "\(ReportFormat.names) (default pretty), to FILE or stdout (repeatable)."),
    .option("--retry", value: "N", help: "Run a failed scenario up to N more times."),
    .option(
      "--parallel", value: "N",
      help: "Run N scenarios at once (at most \(maximumParallel): 4 × the \(processorCount) cores)."
    ),
    .option("--shard", value: "I/N", help: "Run the I-th of N parts of the scenarios."),
    .option("--timeout", value: "SECONDS", help: "Real time a step may take (default 5)."),
    .flag("--no-color", help: "No ANSI colours (also NO_COLOR=1)."),
    .flag("--version", help: "Print the name and version."),
    .flag("--help", help: "Show this help."),
  ])

  /// The usage text.
  public static var usage: String {
    """
    usage: acceptance [run] [options] [PATH[:LINE]... | @RERUN_FILE]

    Runs the feature files at PATH (files or folders; default: Features), or the scenarios that
    --format rerun:RERUN_FILE listed.

    options:
    \(parser.optionsHelp)

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
    let options: RunOptions
    let formats: [FormatRequest]
    do {
      parsed = try parser.parse(arguments)
      options = try runOptions(from: parsed).narrowed(by: environment)
      formats = try FormatRequest.parseAll(parsed.allValues(of: "--format"))
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
    if let asked = parsed.value(of: "--parallel").flatMap(Int.init), asked > options.parallel {
      errors.write(
        "acceptance: --parallel \(asked) runs \(options.parallel) at once, 4 × the \(processorCount) cores\n"
      )
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

  /// The run options that `parsed` asks for.
  static func runOptions(from parsed: ParsedArguments) throws(UsageError) -> RunOptions {
    var options = RunOptions()
    if !parsed.operands.isEmpty {
      options.paths = []
      for operand in parsed.operands {
        options.paths +=
          operand.hasPrefix("@")
          ? try rerunPaths(String(operand.dropFirst())) : [FeaturePath(parsing: operand)]
      }
    }
    // Repeated --tags must all match, as in cucumber-js.
    let tags = parsed.allValues(of: "--tags")
    options.tags = tags.count > 1 ? tags.map { "(\($0))" }.joined(separator: " and ") : tags.first
    options.names = parsed.allValues(of: "--name")
    options.dryRun = parsed.has("--dry-run")
    options.failFast = parsed.has("--fail-fast")
    options.strict = parsed.has("--strict")
    if let order = parsed.value(of: "--order") {
      options.order = try RunOptions.Order(parsing: order)
    }
    options.retry = try count(parsed, "--retry", minimum: 0) ?? 0
    options.parallel = min(try count(parsed, "--parallel", minimum: 1) ?? 1, maximumParallel)
    options.shard = try parsed.value(of: "--shard").map(Shard.init(parsing:))
    if let timeout = parsed.value(of: "--timeout") {
      guard let seconds = Double(timeout), seconds > 0, seconds <= maximumTimeout else {
        throw UsageError(
          "--timeout takes a number of seconds above 0 and at most \(Int(maximumTimeout)) (a day), not '\(timeout)'"
        )
      }
      options.stepTimeout = .milliseconds(Int((seconds * 1000).rounded(.up)))
    }
    return options
  }

  /// The `path:line` operands listed in a rerun file (`--format rerun:FILE`), separated by spaces
  /// or line breaks; an empty file lists none.
  static func rerunPaths(_ file: String) throws(UsageError) -> [FeaturePath] {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw UsageError("cannot read the rerun file '\(file)' given as @\(file)")
    }
    return String(decoding: data, as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
      .map { FeaturePath(parsing: String($0)) }
  }

  /// The cores of this machine.
  static let processorCount = ProcessInfo.processInfo.activeProcessorCount

  /// The most scenarios `--parallel` runs at once: 4 per core. More workers than that only add
  /// contention (the scenarios are CPU-bound or wait on a virtual clock).
  static let maximumParallel = 4 * processorCount

  /// The longest `--timeout`: a day, in seconds.
  static let maximumTimeout = 86_400.0

  /// The whole number given for `option`, at least `minimum`, or `nil` when not given.
  private static func count(
    _ parsed: ParsedArguments, _ option: String, minimum: Int
  ) throws(UsageError) -> Int? {
    guard let text = parsed.value(of: option) else { return nil }
    guard let value = Int(text), value >= minimum else {
      throw UsageError("\(option) takes a whole number from \(minimum), not '\(text)'")
    }
    return value
  }
}
