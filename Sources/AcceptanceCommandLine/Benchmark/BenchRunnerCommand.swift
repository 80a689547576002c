import Acceptance
import Foundation
import VirtualTime

/// `acceptance bench runner`: runs the generated 5,000-scenario suite and prints its speed.
package func runBenchRunnerCommand(_ arguments: [String]) async -> Int32 {
  guard arguments.isEmpty else {
    FileHandle.standardError.write(Data("usage: acceptance bench runner\n".utf8))
    return 2
  }
  let folder: URL
  do {
    folder = try RunnerBenchmark.writeSuite(in: FileManager.default.temporaryDirectory)
  } catch {
    FileHandle.standardError.write(Data("acceptance bench runner: \(error)\n".utf8))
    return 1
  }
  defer { try? FileManager.default.removeItem(at: folder) }
  let figures = await RunnerBenchmark.run(folder: folder)
  print(
    """
    runner benchmark: \(figures.scenarios) scenarios, \(figures.steps) steps \
    (parse, match and run; no report)
      time          \(String(format: "%.3f", figures.seconds)) s
      scenarios/s   \(String(format: "%.0f", figures.scenariosPerSecond))
      µs per step   \(String(format: "%.2f", figures.microsecondsPerStep))
      peak memory   \(String(format: "%.1f", peakMemoryMebibytes())) MiB
      all passed    \(figures.passed ? "yes" : "NO")
    """)
  return figures.passed ? 0 : 1
}
