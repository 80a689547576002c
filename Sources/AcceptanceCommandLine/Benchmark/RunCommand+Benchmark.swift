public import Acceptance

extension RunCommand {
  /// A benchmark that a harness adds to `acceptance bench` beside `gherkin` and `runner`: the
  /// example app's `acceptance bench app`, which runs the app's own feature files at scale.
  ///
  /// ```swift
  /// let app = RunCommand.Benchmark.suite("app", steps: steps, microsecondsPerStepGoal: 25) {
  ///   MyWorld()
  /// }
  /// exit(await RunCommand.main(arguments: arguments, steps: steps, benchmarks: [app]) {
  ///   MyWorld()
  /// })
  /// ```
  public struct Benchmark: Sendable {
    /// The word that selects it, `acceptance bench NAME ...`; a built-in benchmark of that name
    /// gives way to it.
    public let name: String
    /// What follows the name in the usage (`[--copies N] [DIR]`); empty when nothing does.
    public let arguments: String
    /// What it measures, in a few words, for the usage table of `acceptance help`.
    public let summary: String
    /// What it does, at more length, for `acceptance bench --help`; empty for nothing more than
    /// the summary.
    public let details: String
    /// Runs it with the arguments after its name, writing its figures to the output and problems
    /// to the errors, and returns the exit code (``ExitCode``: 1 when what it measured failed).
    public let run:
      @Sendable (_ arguments: [String], _ output: TextOutput, _ errors: TextOutput) async -> Int32

    /// A benchmark `name`, listed as `acceptance bench NAME ARGUMENTS   SUMMARY`.
    public init(
      _ name: String, arguments: String = "", summary: String, details: String = "",
      run:
        @escaping @Sendable (_ arguments: [String], _ output: TextOutput, _ errors: TextOutput)
        async -> Int32
    ) {
      self.name = name
      self.arguments = arguments
      self.summary = summary
      self.details = details
      self.run = run
    }

    /// The benchmark of a harness's own suite at scale, `acceptance bench NAME [--copies N]
    /// [FEATURES_DIR]`: the feature files of `FEATURES_DIR` (default: `Features`) are copied N
    /// times (default 40) into a temporary folder and run in process on `steps` and `makeWorld`,
    /// serially, with `--parallel 2`, and with Cucumber Messages written to a file. It prints the
    /// scenarios, the steps, the wall time and µs per step of each run, the speedup of the
    /// parallel run, the peak memory at N/4 and at N copies, and the cost of the messages, against
    /// their goals (µs per step ≤ `microsecondsPerStepGoal`, when given; a speedup ≥ 1.7×; memory at
    /// N copies ≤ 1.25× that at N/4; messages ≤ 1.15×). A missed goal is reported, not failed; a
    /// scenario that does not pass fails the benchmark (exit code 1).
    public static func suite<World: Sendable>(
      _ name: String, summary: String = "run the feature files at scale (release build)",
      steps: StepRegistry<World>, microsecondsPerStepGoal: Double? = nil,
      makeWorld: @escaping @Sendable () async throws -> World
    ) -> Benchmark {
      suite(
        name, summary: summary, makeSteps: { steps },
        microsecondsPerStepGoal: microsecondsPerStepGoal, makeWorld: makeWorld)
    }

    /// The same benchmark, with the steps made by `makeSteps` when it runs: a command line whose
    /// steps are costly to build then builds none for `acceptance gherkin` or `help`.
    public static func suite<World: Sendable>(
      _ name: String, summary: String = "run the feature files at scale (release build)",
      makeSteps: @escaping @Sendable () -> StepRegistry<World>,
      microsecondsPerStepGoal: Double? = nil,
      makeWorld: @escaping @Sendable () async throws -> World
    ) -> Benchmark {
      Benchmark(
        name, arguments: "[--copies N] [FEATURES_DIR]", summary: summary,
        details: SuiteBenchmark<World>.details(name: name)
      ) { arguments, output, errors in
        let suite = SuiteBenchmark(
          name: name, steps: makeSteps(), microsecondsPerStepGoal: microsecondsPerStepGoal,
          makeWorld: makeWorld)
        return await suite.run(arguments, output: output, errors: errors)
      }
    }
  }
}
