import Acceptance
import Foundation
import VirtualTime

/// What ``RunCommand/Benchmark/suite(_:summary:steps:microsecondsPerStepGoal:makeWorld:)`` runs:
/// a harness's feature files copied N times into a temporary folder, run in process with its steps
/// and world and the `progress` report, as a user runs them: serially (after N/4 copies, for
/// memory), with `--parallel 2`, and with Cucumber Messages written to a file too.
struct SuiteBenchmark<World: Sendable>: Sendable {
  /// The benchmark's name, `app` in `acceptance bench app`.
  let name: String
  /// The harness's steps.
  let steps: StepRegistry<World>
  /// The goal of µs per step in the serial run, if the harness sets one.
  let microsecondsPerStepGoal: Double?
  /// Makes the harness's world.
  let makeWorld: @Sendable () async throws -> World

  /// How many copies without `--copies`.
  static var defaultCopies: Int { 40 }
  /// The folder of feature files without `FEATURES_DIR`.
  static var defaultFolder: String { "Features" }
  /// How many times each timed run is made (`details` says "three times"); the fastest counts, as
  /// a busy machine only slows runs (best of 3, as the figures of the issue that set the goals).
  static var rounds: Int { 3 }
  /// How many scenarios run at once in the parallel run.
  static var workers: Int { 2 }
  /// The least speedup of the parallel run.
  static var speedupGoal: Double { 1.7 }
  /// The most that peak memory at N copies may be, as a multiple of that at N/4.
  static var memoryGoal: Double { 1.25 }
  /// The most that writing Cucumber Messages may cost, as a multiple of the serial run.
  static var messagesGoal: Double { 1.15 }
  /// Where every run writes its `progress` report, as a user's run writes it to a console.
  static var progressFile: String { "/dev/null" }

  /// The options of the benchmark.
  static var parser: ArgumentParser {
    ArgumentParser(options: [.option("--copies", value: "N", help: "")])
  }

  /// The paragraph of benchmark `name` in `acceptance bench --help`.
  static func details(name: String) -> String {
    """
    bench \(name) copies the feature files of FEATURES_DIR (default: \(defaultFolder)) N times \
    (default \(defaultCopies)) into a temporary folder and runs them in process with the progress \
    report (to \(progressFile)): N/4 copies, all of them, then all of them three times more in turn: \
    serially, with --parallel \(workers), and with Cucumber Messages written to a file too (then \
    an untimed run of one copy), the fastest run of each counted. It prints the wall and \
    processor time and µs per step, the speedup, the peak memory at N/4 and at N copies, and the \
    cost of the messages, each with its goal; it exits with 1 if a scenario does not pass. Before \
    each serial run it times a share of work that shares nothing on one thread, then two shares \
    on two threads, and prints that speedup too: the most that this machine gives two workers at \
    that moment. Two more figures say where the rest of the speedup goes: the ceiling that the \
    serial run's own work sets (\(workers) times its wall time over its processor time, which \
    its planning thread, busy on another core, keeps below \(workers)), and the processor time \
    that the parallel run spends beyond the serial one's.
    """
  }

  /// One run of the benchmark's plan: how many copies, how many at once, with Cucumber Messages
  /// written or not, and which figure it times (none for the runs that prepare the others).
  struct PlannedRun {
    /// The figures the timed runs give.
    enum Timing { case serial, messages, parallel }

    let label: String
    let copies: Int
    let parallel: Int
    let messagesFile: String?
    let timing: Timing?

    init(
      _ label: String, _ copies: Int, parallel: Int = 1, messagesFile: String? = nil,
      timing: Timing? = nil
    ) {
      self.label = label
      self.copies = copies
      self.parallel = parallel
      self.messagesFile = messagesFile
      self.timing = timing
    }
  }

  /// One run of the copies: what it ran and how long it took.
  struct Measurement {
    let summary: RunSummary
    let seconds: Double
    /// The processor time of the whole process during the run, all threads, user and system.
    let processorSeconds: Double

    var microsecondsPerStep: Double { seconds * 1_000_000 / Double(max(summary.stepCount, 1)) }
    /// Whether every scenario passed (a benchmark of a broken run means nothing).
    var passed: Bool { summary.passed && summary.scenarios[.passed] == summary.scenarioCount }
  }

  /// `acceptance bench NAME [--copies N] [FEATURES_DIR]`.
  func run(_ arguments: [String], output: TextOutput, errors: TextOutput) async -> Int32 {
    let usage = "usage: acceptance bench \(name) [--copies N] [FEATURES_DIR]\n"
    let parsed: ParsedArguments
    do {
      parsed = try Self.parser.parse(arguments)
    } catch {
      errors.write("acceptance bench \(name): \(error)\n\(usage)")
      return ExitCode.usage
    }
    let copyText = parsed.value(of: "--copies") ?? String(Self.defaultCopies)
    guard parsed.operands.count <= 1, let copies = Int(copyText), copies > 0 else {
      errors.write(usage)
      return ExitCode.usage
    }
    let source = parsed.operands.first ?? Self.defaultFolder
    let files: [String]
    do {
      files = try Self.featureFiles(in: source)
    } catch {
      errors.write("acceptance bench \(name): \(error.message)\n")
      return ExitCode.usage
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("acceptance-bench-\(name)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let copyFolders: [URL]
    do {
      copyFolders = try Self.copy(files, from: source, times: copies, into: folder)
    } catch {
      errors.write("acceptance bench \(name): cannot copy the feature files: \(error)\n")
      return ExitCode.failed
    }
    return await measure(
      copyFolders, source: source, fileCount: files.count, scratch: folder, output: output,
      errors: errors)
  }

  /// Runs the copies in `folders` each way, and prints the figures.
  private func measure(
    _ folders: [URL], source: String, fileCount: Int, scratch: URL, output: TextOutput,
    errors: TextOutput
  ) async -> Int32 {
    let quarter = max(folders.count / 4, 1)
    let messages = scratch.appendingPathComponent("messages.ndjson").path
    // Peak memory only grows, so the smaller run comes first. The first run of all the copies
    // grows the heap to its size, so it is not timed: the timed runs all find it grown. They take
    // turns, so that a busy moment of the machine does not fall on one kind of run only. A run
    // pays at its start for the heap that the run before it left: the run with messages holds the
    // whole plan and frees it at its end (the next run's first file was read 12-17 ms late,
    // against 2-5 ms after the other runs). So the parallel run follows the serial one, and an
    // untimed run of one copy follows the run with messages, so that each timed run starts alike.
    let timed = [
      PlannedRun("the serial run", folders.count, timing: .serial),
      PlannedRun(
        "the run with --parallel \(Self.workers)", folders.count, parallel: Self.workers,
        timing: .parallel),
      PlannedRun("the run with messages", folders.count, messagesFile: messages, timing: .messages),
      PlannedRun("the run of \(copies(1)) after the messages", 1),
    ]
    let plan =
      [
        PlannedRun("the run of \(copies(quarter))", quarter),
        PlannedRun("the run of \(copies(folders.count))", folders.count),
      ] + Array(repeating: timed, count: Self.rounds).joined()
    var runs: [Measurement] = []
    var peaks: [Double] = []
    var independentWork = IndependentWork()
    for planned in plan {
      // The machine's ceiling is measured in each round, beside the runs it bounds.
      if planned.timing == .serial { independentWork.measure() }
      let measurement: Measurement
      do {
        measurement = try await run(
          Array(folders.prefix(planned.copies)), parallel: planned.parallel,
          messagesFile: planned.messagesFile)
      } catch {
        errors.write("acceptance bench \(name): \(error)\n")
        return ExitCode.unwritten
      }
      guard measurement.passed else {
        let summary = measurement.summary
        errors.write(
          """
          acceptance bench \(name): \(planned.label) did not pass: \(summary.scenarios[.passed] ?? 0) \
          of \(summary.scenarioCount) scenarios passed (acceptance \(source) shows why)

          """)
        for problem in summary.problems.prefix(5) { errors.write("error: \(problem.message)\n") }
        return ExitCode.failed
      }
      runs.append(measurement)
      peaks.append(peakMemoryMebibytes())
    }
    /// The fastest of the runs that time `timing`.
    func fastest(_ timing: PlannedRun.Timing) -> Measurement {
      zip(plan, runs).filter { $0.0.timing == timing }.map { $0.1 }
        .min { $0.seconds < $1.seconds } ?? runs[1]
    }
    let messagesBytes =
      (try? FileManager.default.attributesOfItem(atPath: messages)[.size] as? Int) ?? 0
    output.write(
      report(
        Figures(
          copies: folders.count, quarter: quarter, source: source, fileCount: fileCount,
          serial: fastest(.serial), messages: fastest(.messages), parallel: fastest(.parallel),
          independentWork: independentWork.speedup,
          quarterPeak: peaks[0], peak: peaks[1], messagesBytes: messagesBytes)))
    return ExitCode.passed
  }

  /// Runs the feature files of `folders` as a user does, with the `progress` report (written to
  /// ``progressFile``), and Cucumber Messages written to `messagesFile` too if given, `parallel`
  /// scenarios at once.
  private func run(
    _ folders: [URL], parallel: Int, messagesFile: String?
  ) async throws -> Measurement {
    var options = RunOptions()
    options.paths = folders.map { FeaturePath(path: $0.path) }
    options.parallel = parallel
    let requests =
      [FormatRequest(.progress, path: Self.progressFile)]
      + (messagesFile.map { [FormatRequest(.message, path: $0)] } ?? [])
    let targets = try requests.map { try $0.openOutput(standardOutput: .memory()) }
    let reporters = zip(requests, targets).map { request, target in
      request.makeReporter(output: target, style: ConsoleStyle(usesColor: false), options: options)
    }
    let runner = Runner(steps: steps, options: options, reporters: reporters, makeWorld: makeWorld)
    let clock = ContinuousClock()
    let start = clock.now
    let startProcessor = processorTime()
    let summary = await runner.run()
    if let failure = targets.lazy.compactMap({ $0.finish() }).first { throw failure }
    return Measurement(
      summary: summary, seconds: (clock.now - start).seconds,
      processorSeconds: (processorTime() - startProcessor).seconds)
  }

  /// What the runs measured.
  struct Figures {
    let copies: Int
    let quarter: Int
    let source: String
    let fileCount: Int
    let serial: Measurement
    let messages: Measurement
    let parallel: Measurement
    /// The speedup of two threads doing work that shares nothing (``IndependentWork``).
    let independentWork: Double
    let quarterPeak: Double
    let peak: Double
    let messagesBytes: Int

    var speedup: Double { serial.seconds / max(parallel.seconds, 1e-9) }
    /// The speedup of a parallel run that did exactly the serial run's work with its workers'
    /// cores busy from start to end: the serial run's wall time over its processor time per
    /// core. The serial run's planning thread, on a core of its own beside the worker, keeps it
    /// below the number of workers.
    var speedupCeiling: Double {
      Double(SuiteBenchmark.workers) * serial.seconds / max(serial.processorSeconds, 1e-9)
    }
    /// The processor time of the parallel run over the serial run's: the work that running side
    /// by side adds (handing events over, sharing memory between the cores).
    var parallelWork: Double { parallel.processorSeconds / max(serial.processorSeconds, 1e-9) }
    var memoryRatio: Double { peak / max(quarterPeak, 1e-9) }
    var messagesOverhead: Double { messages.seconds / max(serial.seconds, 1e-9) }
  }

  /// The figures as a table, each with its goal, if it has one, and whether it met it.
  func report(_ figures: Figures) -> String {
    var rows: [(figure: String, value: String, goal: String)] = []
    func row(_ figure: String, _ value: String, goal: String = "") {
      rows.append((figure, value, goal))
    }
    func goal(_ sign: String, _ limit: Double, _ value: Double, unit: String = "×") -> String {
      let met = sign == "≤" ? value <= limit : value >= limit
      return "\(sign) \(format(limit, digits: limit < 10 ? 2 : 0))\(unit)".padding(9)
        + (met ? "met" : "missed")
    }
    let serial = figures.serial
    let workers = "--parallel \(Self.workers)"
    row("wall time, serial", "\(format(serial.seconds, digits: 3)) s")
    row("processor time, serial", "\(format(serial.processorSeconds, digits: 3)) s")
    row(
      "µs per step, serial", format(serial.microsecondsPerStep, digits: 2),
      goal: microsecondsPerStepGoal.map {
        goal("≤", $0, serial.microsecondsPerStep, unit: " µs")
      } ?? "")
    row("wall time, \(workers)", "\(format(figures.parallel.seconds, digits: 3)) s")
    row(
      "processor time, \(workers)", "\(format(figures.parallel.processorSeconds, digits: 3)) s")
    row("µs per step, \(workers)", format(figures.parallel.microsecondsPerStep, digits: 2))
    row(
      "speedup, \(workers)", "\(format(figures.speedup, digits: 2))×",
      goal: goal("≥", Self.speedupGoal, figures.speedup))
    row("speedup ceiling, serial work", "\(format(figures.speedupCeiling, digits: 2))×")
    row("processor time, \(workers) / serial", "\(format(figures.parallelWork, digits: 2))×")
    row("speedup, independent work", "\(format(figures.independentWork, digits: 2))×")
    row(
      "speedup / independent work",
      format(figures.speedup / max(figures.independentWork, 1e-9), digits: 2))
    row("peak memory, \(copies(figures.quarter))", "\(format(figures.quarterPeak, digits: 1)) MiB")
    row("peak memory, \(copies(figures.copies))", "\(format(figures.peak, digits: 1)) MiB")
    row(
      "memory, \(figures.copies) / \(figures.quarter) copies",
      "\(format(figures.memoryRatio, digits: 2))×",
      goal: goal("≤", Self.memoryGoal, figures.memoryRatio))
    row("wall time, with messages", "\(format(figures.messages.seconds, digits: 3)) s")
    row("µs per step, with messages", format(figures.messages.microsecondsPerStep, digits: 2))
    row(
      "messages overhead", "\(format(figures.messagesOverhead, digits: 2))×",
      goal: goal("≤", Self.messagesGoal, figures.messagesOverhead))
    row("messages written", "\(format(Double(figures.messagesBytes) / 1_000_000, digits: 1)) MB")
    let width = rows.map(\.figure.count).max() ?? 0
    let table = rows.map { row in
      var line = "  " + row.figure.padding(width + 2) + row.value.padding(14) + row.goal
      while line.last == " " { line.removeLast() }
      return line
    }
    return """
      bench \(name): \(figures.source) (\(figures.fileCount) feature files) copied \
      \(figures.copies) times, run in process with --format progress:\(Self.progressFile)
      \(serial.summary.scenarioCount) scenarios and \(serial.summary.stepCount) steps a run; \
      every scenario passed

        \("figure".padding(width + 2))\("value".padding(14))goal
      \(table.joined(separator: "\n"))

      """
  }

  /// "1 copy", "40 copies".
  private func copies(_ count: Int) -> String { count == 1 ? "1 copy" : "\(count) copies" }

  /// `value` with `digits` decimals.
  private func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// The feature files under the folder `source`, as paths relative to it, sorted.
  /// - Throws: ``UsageError`` when it is no folder or holds no feature file.
  static func featureFiles(in source: String) throws(UsageError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw UsageError(
        source == defaultFolder
          ? "no folder '\(source)' here: run it from the package root, or give FEATURES_DIR"
          : "no folder '\(source)'")
    }
    let files = (FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? [])
      .filter { FeaturePath.isFeatureFile(($0 as NSString).lastPathComponent) }.sorted()
    guard !files.isEmpty else { throw UsageError("no feature files in '\(source)'") }
    return files
  }

  /// Copies `files` (relative to `source`) `times` times into `folder`, one subfolder each, and
  /// returns the subfolders.
  static func copy(
    _ files: [String], from source: String, times: Int, into folder: URL
  ) throws -> [URL] {
    let contents = try files.map { file in
      (file, try Data(contentsOf: URL(fileURLWithPath: source).appendingPathComponent(file)))
    }
    return try (1...times).map { index in
      let copy = folder.appendingPathComponent(String(format: "copy-%04d", index))
      for (file, data) in contents {
        let target = copy.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
      }
      return copy
    }
  }
}

extension String {
  /// The string followed by spaces up to `width` characters (never cut).
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(width - count, 0))
  }
}
