import Acceptance
import Foundation
import Gherkin
import TestSupport
import Testing

@testable import AcceptanceCommandLine

/// What the benchmarks measure is worth measuring: the Gherkin corpus is valid, varied and the same
/// on every run, and the runner's suite passes (no timing assertions).
@Suite("Benchmark suites")
struct BenchmarkSuiteTests {
  /// A fresh temporary folder, removed with its last reference.
  static func folder() throws -> TemporaryFolder { try TemporaryFolder("bench-tests") }

  @Test func theGherkinCorpusParsesIsVariedAndIsTheSameOnEveryRun() throws {
    let corpus = BenchCorpus(fileCount: 24, bytesPerFile: 3_000)
    let first = try Self.folder()
    let second = try Self.folder()
    let paths = try corpus.write(into: first.url)
    let texts = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
    let again = try corpus.write(into: second.url).map {
      try String(contentsOfFile: $0, encoding: .utf8)
    }
    #expect(paths.count == 24)
    #expect(texts == again)
    #expect(texts.allSatisfy { $0.utf8.count >= 3_000 })
    #expect(texts.filter { $0.hasPrefix("# language: ") }.count == 2)
    #expect(texts.filter { $0.contains("\r\n") }.count == 2)
    var stream = GherkinStream(options: GherkinStreamOptions(predictableIds: true))
    var sink = DiscardingSink()
    stream.write(paths: paths, to: &sink)
    #expect(stream.statistics.files == 24)
    #expect(stream.statistics.errors == 0)
    #expect(stream.statistics.pickles > 24 * 3)
    #expect(sink.byteCount > texts.map(\.utf8.count).reduce(0, +))
  }

  @Test func theRunnerSuitePassesEveryScenario() async throws {
    let directory = try Self.folder()
    let folder = try RunnerBenchmark.writeSuite(in: directory.url, files: 2, scenariosPerFile: 5)
    let figures = await RunnerBenchmark.run(folder: folder)
    #expect(figures.scenarios == 10)
    #expect(figures.steps == 30)
    #expect(figures.passed)
    #expect(figures.scenariosPerSecond > 0)
    #expect(figures.microsecondsPerStep > 0)
  }

  @Test func theMessagesOverheadRunsTheSuiteBothWaysAndPasses() async throws {
    let directory = try Self.folder()
    let folder = try RunnerBenchmark.writeSuite(in: directory.url, files: 2, scenariosPerFile: 5)
    let figures = await MessagesOverhead.measure(folder: folder, pairs: 2)
    #expect(figures.pairs == 2)
    #expect(figures.passed)
    #expect(figures.ratio > 0)
    #expect(figures.plain > .zero && figures.messages > .zero)
  }

  @Test func theMessagesOfALargeRunAreWholeAndInOrder() async throws {
    let directory = try Self.folder()
    let folder = try RunnerBenchmark.writeSuite(in: directory.url, files: 4, scenariosPerFile: 250)
    let output = TextOutput.memory()
    let figures = await RunnerBenchmark.run(
      folder: folder, reporters: [MessageReporter(output: output)])
    #expect(figures.passed)
    let names = try output.text.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return try #require(object?.keys.first)
    }
    #expect(output.text.utf8.count > 1_000_000)
    #expect(names.first == "meta")
    #expect(names.last == "testRunFinished")
    #expect(names.filter { $0 == "pickle" }.count == 1_000)
    #expect(names.filter { $0 == "testCase" }.count == 1_000)
    #expect(names.filter { $0 == "testStepFinished" }.count == 3_000)
    let started = try #require(names.firstIndex(of: "testRunStarted"))
    #expect(names.lastIndex(of: "pickle")! < started)
    #expect(started < names.firstIndex(of: "testCase")!)
    #expect(names.lastIndex(of: "testCase")! < names.firstIndex(of: "testCaseStarted")!)
  }
}
