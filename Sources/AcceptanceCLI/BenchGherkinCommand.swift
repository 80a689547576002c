import Foundation
import Gherkin

/// `acceptance bench gherkin [DIR]`: parses, compiles and encodes a corpus of feature files to
/// discarded NDJSON, and prints MB/s, pickles/s, files, total MB and peak memory.
///
/// Without DIR, a deterministic corpus of ~2,000 files (~20 MB) is generated in a temp folder and
/// removed afterwards; an empty or missing DIR receives the corpus and keeps it.
func runBenchGherkinCommand(_ arguments: [String]) -> Int32 {
  guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
    FileHandle.standardError.write(Data("usage: acceptance bench gherkin [DIR]\n".utf8))
    return 2
  }
  let paths: [String]
  var temporary: URL?
  do {
    if let directory = arguments.first {
      // An existing corpus is used as is; an empty or missing DIR receives a generated one.
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      var found = try FileManager.default.contentsOfDirectory(atPath: directory)
        .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
      if found.isEmpty {
        found = try BenchCorpus().write(into: URL(fileURLWithPath: directory))
          .map { ($0 as NSString).lastPathComponent }
      }
      paths = found.sorted().map { (directory as NSString).appendingPathComponent($0) }
    } else {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("acceptance-bench-\(ProcessInfo.processInfo.processIdentifier)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      temporary = directory
      paths = try BenchCorpus().write(into: directory)
    }
  } catch {
    FileHandle.standardError.write(Data("acceptance bench gherkin: \(error)\n".utf8))
    return 1
  }
  defer {
    if let temporary { try? FileManager.default.removeItem(at: temporary) }
  }
  var stream = GherkinStream(options: GherkinStreamOptions(predictableIds: true))
  var sink = DiscardingSink()
  let clock = ContinuousClock()
  let elapsed = clock.measure { stream.write(paths: paths, to: &sink) }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  let megabytes = Double(stream.statistics.bytes) / 1_000_000
  let report = String(
    format: """
      files: %d
      total: %.2f MB (%d pickles, %d errors, %.2f MB of NDJSON)
      time: %.3f s
      throughput: %.1f MB/s, %.0f pickles/s
      peak memory: %.1f MiB

      """, stream.statistics.files, megabytes, stream.statistics.pickles,
    stream.statistics.errors, Double(sink.byteCount) / 1_000_000, seconds,
    megabytes / max(seconds, 1e-9), Double(stream.statistics.pickles) / max(seconds, 1e-9),
    peakMemoryMebibytes())
  FileHandle.standardOutput.write(Data(report.utf8))
  return stream.statistics.errors == 0 ? 0 : 1
}
