import Acceptance
import Foundation
import VirtualTime

/// `acceptance bench runner`: runs the generated 5,000-scenario suite and prints its speed, then runs
/// it in turn with no report and with Cucumber Messages, and prints what the messages add.
func runBenchRunnerCommand(
  _ arguments: [String], output: TextOutput, errors: TextOutput
) async -> Int32 {
  guard arguments.isEmpty else {
    errors.write("usage: acceptance bench runner\n")
    return ExitCode.usage
  }
  let folder: URL
  do {
    folder = try RunnerBenchmark.writeSuite(in: FileManager.default.temporaryDirectory)
  } catch {
    errors.write("acceptance bench runner: \(error)\n")
    return ExitCode.failed
  }
  defer { try? FileManager.default.removeItem(at: folder) }
  let figures = await RunnerBenchmark.run(folder: folder)
  let peakMemory = peakMemoryMebibytes()
  let messages = await MessagesOverhead.measure(folder: folder)
  let passed = figures.passed && messages.passed
  output.write(
    """
    runner benchmark: \(figures.scenarios) scenarios, \(figures.steps) steps \
    (parse, match and run; no report)
      time               \(String(format: "%.3f", figures.seconds)) s
      scenarios/s        \(String(format: "%.0f", figures.scenariosPerSecond))
      µs per step        \(String(format: "%.2f", figures.microsecondsPerStep))
      peak memory        \(String(format: "%.1f", peakMemory)) MiB
      messages overhead  \(String(format: "%.2f", messages.ratio))× real time, \
    \(String(format: "%.2f", messages.processorRatio))× processor time \
    (median of \(messages.pairs) pairs; \(String(format: "%.3f", messages.messages.seconds)) s \
    with --format message:\(MessagesOverhead.sink), \(String(format: "%.3f", messages.plain.seconds)) s \
    without; goal ≤ 1.15× real time)
      all passed         \(passed ? "yes" : "NO")

    """)
  return passed ? ExitCode.passed : ExitCode.failed
}
