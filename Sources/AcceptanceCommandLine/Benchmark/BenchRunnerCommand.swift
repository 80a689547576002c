import Acceptance
import Foundation
import VirtualTime

/// `acceptance bench runner`: runs the generated 5,000-scenario suite and prints its speed.
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
  output.write(
    """
    runner benchmark: \(figures.scenarios) scenarios, \(figures.steps) steps \
    (parse, match and run; no report)
      time          \(String(format: "%.3f", figures.seconds)) s
      scenarios/s   \(String(format: "%.0f", figures.scenariosPerSecond))
      µs per step   \(String(format: "%.2f", figures.microsecondsPerStep))
      peak memory   \(String(format: "%.1f", peakMemoryMebibytes())) MiB
      all passed    \(figures.passed ? "yes" : "NO")

    """)
  return figures.passed ? ExitCode.passed : ExitCode.failed
}
