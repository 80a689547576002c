import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// What `acceptance` prints, run in process through ``RunCommand/main``: the exit code, standard
/// output and standard error, each compared in full with the text written here.
@Suite("acceptance command snapshots")
struct CommandSnapshotTests {
  /// How a command line ended.
  struct Outcome: Equatable {
    var code: Int32
    var output = ""
    var errors = ""
  }

  /// `acceptance ARGUMENTS` on the calculator's steps (or `steps`), with `commands` added.
  static func acceptance(
    _ arguments: String..., steps: StepRegistry<LogWorld> = CalculatorSteps.registry,
    commands: [RunCommand.Subcommand] = []
  ) async -> Outcome {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: steps, environment: [:], output: output, errors: errors,
      commands: commands
    ) { LogWorld() }
    return Outcome(code: code, output: output.text, errors: errors.text)
  }

  static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// The options of `run`, as `help` and `run --help` list them.
  static let runOptions = """
      -p, --profile NAME        Apply the profile NAME of acceptance.json (repeatable, in turn).
      -c, --config FILE         Read the profiles from FILE, not acceptance.json at the package root.
      -t, --tags EXPR           Run the scenarios whose tags match the tag expression (repeated: all of them).
      -n, --name REGEX          Run the scenarios whose name matches (repeatable).
      -d, --dry-run             Match every step without running any code.
          --fail-fast           Stop after the first scenario that does not pass.
          --strict              Undefined and pending steps, and filters that select no scenario, fail the run (default).
          --no-strict           Undefined and pending steps, and filters that select none, pass.
          --order ORDER         defined, reversed, random or random:SEED.
      -f, --format NAME[:FILE]  pretty, progress, junit, json, html, message, rerun, usage, usage-json (default pretty), to FILE or stdout (repeatable).
          --retry N             Run a failed scenario up to N more times.
          --parallel N          Run N scenarios at once (at most \(4 * cores): 4 × the \(cores) cores).
          --shard I/N           Run the I-th of N parts of the scenarios.
          --timeout SECONDS     Real time a step may take (default 5).
          --no-color            No ANSI colours (also NO_COLOR=1).
      -v, --version             Print the name and version.
      -h, --help                Show this help.

    Profiles: acceptance.json at the package root (or --config FILE) holds named profiles of these
    options as JSON, such as {"smoke": {"tags": "@smoke"}, "ci": {"format": ["junit:junit.xml"],
    "retry": 1}}; --profile NAME applies one, and without any the profile "default" applies, if there is
    one. A profile's keys: paths, tags, name, format, strict, dryRun, failFast, order, retry, parallel,
    shard, timeout.

    Precedence: a profile, then the environment, then the command line, each over the one before; but
    tags add up (all must match), and so do names (one must match) and formats.

    Environment: ACCEPTANCE_PROFILE, ACCEPTANCE_CONFIG, ACCEPTANCE_TAGS, ACCEPTANCE_NAME,
    ACCEPTANCE_FORMAT, ACCEPTANCE_STRICT, ACCEPTANCE_DRY_RUN, ACCEPTANCE_FAIL_FAST, ACCEPTANCE_ORDER,
    ACCEPTANCE_RETRY, ACCEPTANCE_PARALLEL, ACCEPTANCE_SHARD, ACCEPTANCE_TIMEOUT take the values of the
    options (1 or 0 for a flag; profile names and report formats separated by commas). swift test reads
    them too.
    """

  static let help = """
    usage: acceptance [run] [options] [PATH[:LINE]... | @FILE]   run feature files (default: Features)
           acceptance steps [--grep TEXT | --match STEP]         print the step catalog, by group
           acceptance gherkin [options] FILE...                  print the Cucumber Messages of files
           acceptance bench gherkin [DIR]                        measure the parser (release build)
           acceptance bench runner                               measure the runner (release build)
           acceptance help                                       show this help

    The options of run (acceptance COMMAND --help says more of each command):
    \(runOptions)

    """

  static let runUsage = """
    usage: acceptance [run] [options] [PATH[:LINE]... | @RERUN_FILE]

    Runs the feature files at PATH (files or folders; default: Features), or the scenarios that
    --format rerun:RERUN_FILE listed.

    options:
    \(runOptions)

    """

  static let stepsUsage = """
    usage: acceptance steps [--grep TEXT | --match STEP] [--json]

    Prints the step catalog: every step definition, by group, with its parameters, an example and
    where it is defined. --grep lists only the steps that contain TEXT (exit 1 when none does).
    --match says which step definitions match the step text STEP (its keyword may be left on) and
    what each argument gives the step's body (exit 1 when none or several match).

    options:
      --grep TEXT   Only the steps whose expression, example or group contains TEXT (any case).
      --match STEP  The steps that match the step text STEP, with the value of each argument.
      --json        Print the steps as JSON.
      --help        Show this help.

    """

  static let gherkinUsage = """
    usage: acceptance gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] FILE...
           acceptance gherkin --tokens FILE...

      --no-source        do not print the source messages
      --no-ast           do not print the gherkinDocument messages
      --no-pickles       do not print the pickle messages
      --predictable-ids  ids counting from "0" instead of random UUIDs
      --tokens           print each file's tokens in the .tokens format instead
      -h, --help         print this help

    As the official Python CLIs: a file that cannot be read stops the command there, named on
    standard error, with exit code 1 (the files before it are printed). Parse errors are
    parseError messages, with exit code 0; with --tokens, a file with parse errors stops the
    command the same way, its errors on standard error. Without FILE, nothing is printed.

    """

  static let benchUsage = """
    usage: acceptance bench gherkin [DIR]
           acceptance bench runner

    Measures the Gherkin parser on the feature files of DIR and its subfolders (default: a generated
    corpus of about 2,000 files, removed afterwards; an empty or missing DIR receives it), or the
    runner on a generated suite of 5,000 scenarios. Build in release mode for figures worth
    comparing.

    """

  // MARK: help and the commands

  @Test(arguments: ["help", "--help", "-h"])
  func helpPrintsOneAlignedTableThenTheRunOptions(argument: String) async {
    #expect(await Self.acceptance(argument) == Outcome(code: 0, output: Self.help))
  }

  @Test func helpTakesNoArguments() async {
    #expect(
      await Self.acceptance("help", "steps")
        == Outcome(
          code: 2, errors: "acceptance: help takes no arguments; try acceptance COMMAND --help\n"))
  }

  @Test func anUnknownCommandIsAUsageError() async {
    #expect(
      await Self.acceptance("stpes")
        == Outcome(code: 2, errors: "acceptance: unknown command 'stpes'\n\n\(Self.help)"))
  }

  @Test func runHelpPrintsTheUsageOfRun() async {
    #expect(await Self.acceptance("run", "--help") == Outcome(code: 0, output: Self.runUsage))
  }

  @Test func anUnknownOptionOfRunIsAUsageError() async {
    #expect(
      await Self.acceptance("--bogus")
        == Outcome(code: 2, errors: "acceptance: unknown option '--bogus'\n\n\(Self.runUsage)"))
  }

  @Test func anOptionOfRunWithoutItsValueIsAUsageError() async {
    #expect(
      await Self.acceptance("run", "--tags")
        == Outcome(
          code: 2, errors: "acceptance: option '--tags' needs a value\n\n\(Self.runUsage)"))
  }

  /// A command that prints its arguments and exits with 5.
  static let echo = RunCommand.Subcommand("echo", arguments: "[WORD...]", summary: "print words") {
    arguments, output, _ in
    output.write(arguments.joined(separator: " ") + "\n")
    return 5
  }

  @Test func anAddedCommandIsListedAfterStepsAndRunsWithItsArguments() async {
    let help = await Self.acceptance("help", commands: [Self.echo]).output
    #expect(
      help.components(separatedBy: "\n\n").first == """
        usage: acceptance [run] [options] [PATH[:LINE]... | @FILE]   run feature files (default: Features)
               acceptance steps [--grep TEXT | --match STEP]         print the step catalog, by group
               acceptance echo [WORD...]                             print words
               acceptance gherkin [options] FILE...                  print the Cucumber Messages of files
               acceptance bench gherkin [DIR]                        measure the parser (release build)
               acceptance bench runner                               measure the runner (release build)
               acceptance help                                       show this help
        """)
    #expect(
      await Self.acceptance("echo", "a", "--b", commands: [Self.echo])
        == Outcome(code: 5, output: "a --b\n"))
  }

  @Test func anAddedCommandReplacesTheBuiltInCommandOfItsName() async {
    let steps = RunCommand.Subcommand("steps", summary: "list nothing") { _, output, _ in
      output.write("none\n")
      return 0
    }
    let table = await Self.acceptance("help", commands: [steps]).output
      .components(separatedBy: "\n\n").first?.split(separator: "\n").map { String($0) }
    #expect(
      table?[1] == "       acceptance steps                                      list nothing")
    #expect(table?.count == 6)
    #expect(await Self.acceptance("steps", commands: [steps]) == Outcome(code: 0, output: "none\n"))
  }

  // MARK: steps

  @Test func stepsPrintsTheCatalogByGroup() async {
    #expect(
      await Self.acceptance("steps")
        == Outcome(
          code: 0,
          output: StepCatalogTests.calculatorText))
  }

  @Test func stepsHelpPrintsItsUsage() async {
    #expect(await Self.acceptance("steps", "--help") == Outcome(code: 0, output: Self.stepsUsage))
  }

  @Test func grepListsTheStepsThatContainTheTextInAnyCase() async {
    #expect(
      await Self.acceptance("steps", "--grep=CLEAR")
        == Outcome(
          code: 0,
          output: """
            1 step in 1 group

            Keys
            ====

              I clear {int} digit(s)
                parameters: {int} Double
                defined at: Sources/CalculatorSteps/Steps.swift:20

            """))
  }

  @Test func grepThatFindsNothingExitsWithOne() async {
    #expect(
      await Self.acceptance("steps", "--grep", "divide") == Outcome(code: 1, output: "0 steps\n"))
  }

  @Test func matchSaysWhichStepMatchesWithTheValuesItsBodyReceives() async {
    #expect(
      await Self.acceptance("steps", "--match", "When I clear 2 digits")
        == Outcome(
          code: 0,
          output: """
            Step text: I clear 2 digits
            1 step definition matches it:

              I clear {int} digit(s)
                arguments:  {int} Double = 2.0 (from "2")
                group:      Keys
                defined at: Sources/CalculatorSteps/Steps.swift:20

            """))
    #expect(
      await Self.acceptance("steps", "--match", "I press the plus key")
        == Outcome(
          code: 0,
          output: """
            Step text: I press the plus key
            1 step definition matches it:

              I press (the ){key} key
                arguments:  {key} String = "plus"
                group:      Keys
                time:       lets 1 second pass
                A free note, longer than a label: it stays as is.
                defined at: Sources/CalculatorSteps/Steps.swift:14

            """))
  }

  @Test func matchSaysWhyABodyCannotReceiveAValue() async {
    #expect(
      await Self.acceptance("steps", "--match", "I enter 99999999999999999999")
        == Outcome(
          code: 0,
          output: """
            Step text: I enter 99999999999999999999
            1 step definition matches it:

              I enter {int}
                arguments:  {int} Int: Cannot convert '99999999999999999999' to {int} (Int)
                group:      Keys
                defined at: Sources/CalculatorSteps/Steps.swift:10

            """))
  }

  @Test func matchOfAnUndefinedStepExitsWithOne() async {
    #expect(
      await Self.acceptance("steps", "--match", "Then I divide by zero")
        == Outcome(
          code: 1,
          output: """
            Step text: Then I divide by zero
            No step definition matches it: the step is undefined.

            """))
  }

  @Test func matchOfAnAmbiguousStepListsEveryMatchAndExitsWithOne() async {
    var steps = CalculatorSteps.registry
    steps.group = nil
    steps.when("I enter {}", file: CalculatorSteps.file, line: 50) { (_, _: String) in }
    #expect(
      await Self.acceptance("steps", "--match", "I enter 7", steps: steps)
        == Outcome(
          code: 1,
          output: """
            Step text: I enter 7
            2 step definitions match it: the step is ambiguous.

              I enter {int}
                arguments:  {int} Int = 7
                group:      Keys
                defined at: Sources/CalculatorSteps/Steps.swift:10

              I enter {}
                arguments:  {} String = "7"
                defined at: Sources/CalculatorSteps/Steps.swift:50

            """))
  }

  @Test func jsonPrintsTheStepsAsJSON() async {
    #expect(
      await Self.acceptance("steps", "--grep", "display shows", "--json")
        == Outcome(
          code: 0,
          output: #"""
            {
              "steps" : [
                {
                  "example" : "the display shows -3",
                  "expression" : "^the display shows (-?\\d+)$",
                  "group" : "Display",
                  "keyword" : "Then",
                  "location" : "Sources/CalculatorSteps/Steps.swift:30",
                  "notes" : [

                  ],
                  "parameters" : [
                    {
                      "name" : "{int}",
                      "type" : "Int"
                    }
                  ],
                  "regularExpression" : true
                }
              ]
            }

            """#))
  }

  @Test func matchJSONHasTheArguments() async {
    #expect(
      await Self.acceptance("steps", "--json", "--match", "I enter 42")
        == Outcome(
          code: 0,
          output: #"""
            {
              "matches" : [
                {
                  "arguments" : [
                    {
                      "name" : "{int}",
                      "text" : "42",
                      "type" : "Int",
                      "value" : "42"
                    }
                  ],
                  "example" : "I enter 42",
                  "expression" : "I enter {int}",
                  "group" : "Keys",
                  "keyword" : "When",
                  "location" : "Sources/CalculatorSteps/Steps.swift:10",
                  "notes" : [

                  ],
                  "parameters" : [
                    {
                      "name" : "{int}",
                      "type" : "Int"
                    }
                  ],
                  "regularExpression" : false
                }
              ],
              "step" : "I enter 42"
            }

            """#))
  }

  @Test(arguments: [
    (["steps", "--match"], "option '--match' needs a value"),
    (["steps", "--grep"], "option '--grep' needs a value"),
    (["steps", "--bogus"], "unknown option '--bogus'"),
    (["steps", "--json=yes"], "option '--json' takes no value"),
    (["steps", "--grep", "a", "--match", "b"], "--grep and --match cannot be combined"),
    (["steps", "enter"], "unexpected argument 'enter' (to look for a text, use --grep TEXT)"),
  ])
  func aBadStepsCommandLineIsAUsageError(arguments: [String], message: String) async {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: CalculatorSteps.registry, environment: [:], output: output,
      errors: errors
    ) { LogWorld() }
    #expect(
      Outcome(code: code, output: output.text, errors: errors.text)
        == Outcome(code: 2, errors: "acceptance steps: \(message)\n\n\(Self.stepsUsage)"))
  }

  // MARK: gherkin and bench

  @Test func gherkinHelpPrintsItsUsage() async {
    #expect(
      await Self.acceptance("gherkin", "--help") == Outcome(code: 0, output: Self.gherkinUsage))
  }

  @Test func gherkinWithAnUnknownOptionIsAUsageError() async {
    #expect(
      await Self.acceptance("gherkin", "--bogus")
        == Outcome(
          code: 2, errors: "acceptance gherkin: unknown option: --bogus\n\(Self.gherkinUsage)"))
  }

  @Test func gherkinPrintsTheTokensOfAFileAndStopsAtAMissingOne() async throws {
    let fixture = try RunnerFixture(["a.feature": "Feature: F\n  Scenario: S\n    Given x\n"])
    #expect(
      await Self.acceptance(
        "gherkin", "--tokens", fixture.path("a.feature"), "/nonexistent.feature")
        == Outcome(
          code: 1,
          output: """
            (1:1)FeatureLine:()Feature/F/
            (2:3)ScenarioLine:()Scenario/S/
            (3:5)StepLine:(Context)Given /x/
            EOF

            """,
          errors: "acceptance gherkin: cannot read /nonexistent.feature: no such file\n"))
  }

  @Test(arguments: [["bench", "--help"], ["bench", "gherkin", "--help"], ["bench", "-h"]])
  func benchHelpPrintsItsUsage(arguments: [String]) async {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: StepRegistry<LogWorld>(), environment: [:], output: output,
      errors: errors
    ) { LogWorld() }
    #expect(
      Outcome(code: code, output: output.text, errors: errors.text)
        == Outcome(code: 0, output: Self.benchUsage))
  }

  @Test func benchWithoutABenchmarkIsAUsageError() async {
    #expect(
      await Self.acceptance("bench")
        == Outcome(
          code: 2,
          errors: "acceptance bench: which benchmark, gherkin or runner?\n\n\(Self.benchUsage)"))
    #expect(
      await Self.acceptance("bench", "parser")
        == Outcome(
          code: 2, errors: "acceptance bench: unknown benchmark 'parser'\n\n\(Self.benchUsage)"))
  }

  /// A benchmark that prints its arguments and exits with 5.
  static let echoBenchmark = RunCommand.Benchmark(
    "echo", arguments: "[WORD...]", summary: "measure nothing", details: "bench echo prints words."
  ) { arguments, output, _ in
    output.write(arguments.joined(separator: " ") + "\n")
    return 5
  }

  /// The usage of `acceptance bench` with ``echoBenchmark``.
  static let benchUsageWithEcho = """
    usage: acceptance bench gherkin [DIR]
           acceptance bench runner
           acceptance bench echo [WORD...]

    Measures the Gherkin parser on the feature files of DIR and its subfolders (default: a generated
    corpus of about 2,000 files, removed afterwards; an empty or missing DIR receives it), or the
    runner on a generated suite of 5,000 scenarios. Build in release mode for figures worth
    comparing.

    bench echo prints words.

    """

  /// `acceptance ARGUMENTS` on the calculator's steps with `benchmarks` added.
  static func acceptance(
    _ arguments: String..., benchmarks: [RunCommand.Benchmark]
  ) async -> Outcome {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: arguments, steps: CalculatorSteps.registry, environment: [:], output: output,
      errors: errors, benchmarks: benchmarks
    ) { LogWorld() }
    return Outcome(code: code, output: output.text, errors: errors.text)
  }

  @Test func anAddedBenchmarkIsListedAfterTheBuiltInOnesAndRunsWithItsArguments() async {
    let help = await Self.acceptance("help", benchmarks: [Self.echoBenchmark]).output
    #expect(
      help.components(separatedBy: "\n\n").first == """
        usage: acceptance [run] [options] [PATH[:LINE]... | @FILE]   run feature files (default: Features)
               acceptance steps [--grep TEXT | --match STEP]         print the step catalog, by group
               acceptance gherkin [options] FILE...                  print the Cucumber Messages of files
               acceptance bench gherkin [DIR]                        measure the parser (release build)
               acceptance bench runner                               measure the runner (release build)
               acceptance bench echo [WORD...]                       measure nothing
               acceptance help                                       show this help
        """)
    #expect(
      await Self.acceptance("bench", "--help", benchmarks: [Self.echoBenchmark])
        == Outcome(code: 0, output: Self.benchUsageWithEcho))
    #expect(
      await Self.acceptance("bench", benchmarks: [Self.echoBenchmark])
        == Outcome(
          code: 2,
          errors:
            "acceptance bench: which benchmark, gherkin, runner or echo?\n\n\(Self.benchUsageWithEcho)"
        ))
    #expect(
      await Self.acceptance("bench", "echo", "a", "b", benchmarks: [Self.echoBenchmark])
        == Outcome(code: 5, output: "a b\n"))
  }

  @Test func anAddedBenchmarkReplacesTheBuiltInBenchmarkOfItsName() async {
    let runner = RunCommand.Benchmark("runner", summary: "measure mine") { _, output, _ in
      output.write("mine\n")
      return 0
    }
    #expect(
      await Self.acceptance("bench", "--help", benchmarks: [runner])
        == Outcome(
          code: 0,
          output: """
            usage: acceptance bench gherkin [DIR]
                   acceptance bench runner

            """))
    #expect(
      await Self.acceptance("bench", "runner", benchmarks: [runner])
        == Outcome(code: 0, output: "mine\n"))
  }

  /// The benchmark of the calculator's suite, `acceptance bench calculator`.
  static let calculatorSuite = RunCommand.Benchmark.suite(
    "calculator", summary: "run the calculator's features at scale",
    steps: CalculatorSteps.registry, microsecondsPerStepGoal: 25
  ) { LogWorld() }

  @Test func aSuiteBenchmarkSaysWhatItMeasures() async {
    let help = await Self.acceptance("help", benchmarks: [Self.calculatorSuite]).output
    let usage: [Substring] =
      help.components(separatedBy: "\n\n").first?.split(separator: "\n") ?? []
    #expect(
      usage.dropFirst(5).first
        == "       acceptance bench calculator [--copies N] [FEATURES_DIR]   run the calculator's features at scale"
    )
    #expect(
      await Self.acceptance("bench", "--help", benchmarks: [Self.calculatorSuite])
        == Outcome(
          code: 0,
          output: """
            usage: acceptance bench gherkin [DIR]
                   acceptance bench runner
                   acceptance bench calculator [--copies N] [FEATURES_DIR]

            Measures the Gherkin parser on the feature files of DIR and its subfolders (default: a generated
            corpus of about 2,000 files, removed afterwards; an empty or missing DIR receives it), or the
            runner on a generated suite of 5,000 scenarios. Build in release mode for figures worth
            comparing.

            bench calculator copies the feature files of FEATURES_DIR (default: Features) N times (default
            40) into a temporary folder and runs them in process with the progress report (to /dev/null):
            N/4 copies, all of them, then all of them three times more in turn: serially, with --parallel 2,
            and with Cucumber Messages written to a file too (then an untimed run of one copy), the fastest
            run of each counted. It prints the wall and processor time and µs per step, the speedup, the
            peak memory at N/4 and at N copies, and the cost of the messages, each with its goal; it exits
            with 1 if a scenario does not pass. Before each serial run it times a share of work that shares
            nothing on one thread, then two shares on two threads, and prints that speedup too: the most
            that this machine gives two workers at that moment. Two more figures say where the rest of the
            speedup goes: the ceiling that the serial run's own work sets (2 times its wall time over its
            processor time, which its planning thread, busy on another core, keeps below 2), and the
            processor time that the parallel run spends beyond the serial one's.

            """))
  }

  @Test func aSuiteBenchmarkWithWrongArgumentsIsAUsageError() async {
    let usage = "usage: acceptance bench calculator [--copies N] [FEATURES_DIR]\n"
    for arguments in [["a", "b"], ["--copies", "0"], ["--copies", "many"]] {
      #expect(
        await Self.acceptance(
          "bench", "calculator", arguments[0], arguments[1], benchmarks: [Self.calculatorSuite])
          == Outcome(code: 2, errors: usage))
    }
    #expect(
      await Self.acceptance("bench", "calculator", "--fast", benchmarks: [Self.calculatorSuite])
        == Outcome(
          code: 2, errors: "acceptance bench calculator: unknown option '--fast'\n\(usage)"))
    #expect(
      await Self.acceptance(
        "bench", "calculator", "/nonexistent-features", benchmarks: [Self.calculatorSuite])
        == Outcome(
          code: 2, errors: "acceptance bench calculator: no folder '/nonexistent-features'\n"))
  }

  @Test func aBenchmarkWithWrongArgumentsIsAUsageError() async {
    #expect(
      await Self.acceptance("bench", "gherkin", "a", "b")
        == Outcome(code: 2, errors: "usage: acceptance bench gherkin [DIR]\n"))
    #expect(
      await Self.acceptance("bench", "gherkin", "--fast")
        == Outcome(code: 2, errors: "usage: acceptance bench gherkin [DIR]\n"))
    #expect(
      await Self.acceptance("bench", "runner", "now")
        == Outcome(code: 2, errors: "usage: acceptance bench runner\n"))
  }

  @Test func benchGherkinReadsTheFeatureFilesOfSubfoldersAndWritesNothingAmongOtherFiles()
    async throws
  {
    let fixture = try RunnerFixture([
      "login/sign-in.feature": "Feature: Sign in\n  Scenario: Ok\n    Given a user\n",
      "login/deep/sign-out.feature": "Feature: Sign out\n  Scenario: Ok\n    Given a user\n",
      "notes.txt": "not Gherkin",
    ])
    let features = await Self.acceptance("bench", "gherkin", fixture.folder.path)
    #expect(features.code == 0)
    #expect(features.output.hasPrefix("files: 2\n"))

    let notes = fixture.folder.appendingPathComponent("login/deep")
    try FileManager.default.removeItem(at: notes.appendingPathComponent("sign-out.feature"))
    try "notes".write(
      to: notes.appendingPathComponent("todo.txt"), atomically: true, encoding: .utf8)
    #expect(
      await Self.acceptance("bench", "gherkin", notes.path)
        == Outcome(
          code: 2,
          errors: """
            acceptance bench gherkin: no feature files in '\(notes.path)', which is not empty: \
            give a folder of feature files, or an empty or missing one to write the generated \
            corpus into

            """))
    #expect(try FileManager.default.contentsOfDirectory(atPath: notes.path) == ["todo.txt"])
    let file = fixture.folder.appendingPathComponent("notes.txt").path
    #expect(
      await Self.acceptance("bench", "gherkin", file)
        == Outcome(code: 2, errors: "acceptance bench gherkin: '\(file)' is not a folder\n"))
  }
}
