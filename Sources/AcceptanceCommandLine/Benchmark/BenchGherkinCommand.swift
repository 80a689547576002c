import Acceptance
import Foundation
import Gherkin
import VirtualTime

/// `acceptance bench gherkin [DIR]`: parses, compiles and encodes a corpus of feature files to
/// discarded NDJSON, with predictable ids and then with random UUIDs, and prints MB/s, pickles/s,
/// files, total MB, the cost of random ids and peak memory.
///
/// DIR's feature files, in it and in its subfolders, are the corpus. Without DIR, a deterministic
/// corpus of ~2,000 files (~20 MB) is generated in a temp folder and removed afterwards; an empty
/// or missing DIR receives the corpus and keeps it. A DIR that holds other files and no feature
/// file is an error: nothing is written among a user's files.
func runBenchGherkinCommand(
  _ arguments: [String], output: TextOutput, errors: TextOutput
) -> Int32 {
  guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
    errors.write("usage: acceptance bench gherkin [DIR]\n")
    return ExitCode.usage
  }
  let paths: [String]
  var temporary: URL?
  do {
    if let directory = arguments.first {
      paths = try corpus(in: directory)
    } else {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("acceptance-bench-\(ProcessInfo.processInfo.processIdentifier)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      temporary = directory
      paths = try BenchCorpus().write(into: directory)
    }
  } catch let error as UsageError {
    errors.write("acceptance bench gherkin: \(error.message)\n")
    return ExitCode.usage
  } catch {
    errors.write("acceptance bench gherkin: \(error)\n")
    return ExitCode.failed
  }
  defer {
    if let temporary { try? FileManager.default.removeItem(at: temporary) }
  }
  let predictable = measure(paths, predictableIds: true)
  let random = measure(paths, predictableIds: false)
  let statistics = predictable.statistics
  let megabytes = Double(statistics.bytes) / 1_000_000
  let report = String(
    format: """
      files: %d
      total: %.2f MB (%d pickles, %d errors, %.2f MB of NDJSON)
      time: %.3f s (predictable ids), %.3f s (random UUIDs, %.2f times)
      throughput: %.1f MB/s, %.0f pickles/s (predictable ids); %.1f MB/s (random UUIDs)
      peak memory: %.1f MiB

      """, statistics.files, megabytes, statistics.pickles, statistics.errors,
    Double(predictable.bytesWritten) / 1_000_000, predictable.seconds, random.seconds,
    random.seconds / max(predictable.seconds, 1e-9), megabytes / max(predictable.seconds, 1e-9),
    Double(statistics.pickles) / max(predictable.seconds, 1e-9),
    megabytes / max(random.seconds, 1e-9), peakMemoryMebibytes())
  output.write(report)
  return statistics.errors == 0 ? ExitCode.passed : ExitCode.failed
}

/// One pass of the parser over `paths` to discarded NDJSON, with ids of one kind.
private func measure(
  _ paths: [String], predictableIds: Bool
) -> (seconds: Double, statistics: GherkinStreamStatistics, bytesWritten: Int) {
  var stream = GherkinStream(options: GherkinStreamOptions(predictableIds: predictableIds))
  var sink = DiscardingSink()
  let elapsed = ContinuousClock().measure { stream.write(paths: paths, to: &sink) }
  return (elapsed.seconds, stream.statistics, sink.byteCount)
}

/// The feature files of the folder `directory` and its subfolders, in path order; when it is
/// missing or empty, the generated corpus, written into it.
/// - Throws: ``UsageError`` when it is a file, or a folder that holds files but no feature file.
private func corpus(in directory: String) throws -> [String] {
  let fileManager = FileManager.default
  var isFolder: ObjCBool = false
  if fileManager.fileExists(atPath: directory, isDirectory: &isFolder) {
    guard isFolder.boolValue else { throw UsageError("'\(directory)' is not a folder") }
    let found = try FeaturePath(path: directory).featureFiles().map(\.path)
    guard found.isEmpty else { return found }
    guard try fileManager.contentsOfDirectory(atPath: directory).isEmpty else {
      throw UsageError(
        "no feature files in '\(directory)', which is not empty: give a folder of feature "
          + "files, or an empty or missing one to write the generated corpus into")
    }
  }
  try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
  return try BenchCorpus().write(into: URL(fileURLWithPath: directory))
}
