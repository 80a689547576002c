import Acceptance
package import Foundation
import VirtualTime

/// What the `message` format adds to the runner benchmark: the suite run in turn with no report and
/// with a ``MessageReporter`` writing to the null device, pair by pair, so that a drift of the
/// machine's speed touches both sides of each pair alike. Both the real time and the processor time
/// are compared: the reporter encodes part of the report on a thread of its own, which shortens the
/// run only when a processor is free.
package enum MessagesOverhead {
  /// The paired runs' figures.
  package struct Figures: Sendable {
    /// The median real time of the runs with no report.
    package let plain: Duration
    /// The median real time of the runs that wrote Cucumber Messages.
    package let messages: Duration
    /// The median of the pairs' ratios of real time, messages over plain: 1.10 means 10 % more
    /// time.
    package let ratio: Double
    /// The median of the pairs' ratios of processor time (all threads), messages over plain.
    package let processorRatio: Double
    /// The number of pairs run.
    package let pairs: Int
    /// Whether every run passed every scenario.
    package let passed: Bool
  }

  /// Where the messages go: written, as a report file would be, but kept nowhere.
  package static let sink = "/dev/null"

  /// Runs the suite in `folder` `pairs` times each way, after one warm-up run each way.
  package static func measure(folder: URL, pairs: Int = 5) async -> Figures {
    var plain: [Duration] = []
    var messages: [Duration] = []
    var processorRatios: [Double] = []
    var passed = true
    for round in 0...max(pairs, 1) {
      let start = processorTime()
      let without = await RunnerBenchmark.run(folder: folder)
      let middle = processorTime()
      let with = await runWithMessages(folder: folder)
      let end = processorTime()
      passed = passed && without.passed && (with?.passed ?? false)
      guard round > 0 else { continue }
      plain.append(without.duration)
      messages.append(with?.duration ?? .zero)
      processorRatios.append(ratio(end - middle, middle - start))
    }
    return Figures(
      plain: median(plain), messages: median(messages),
      ratio: median(zip(messages, plain).map(ratio)), processorRatio: median(processorRatios),
      pairs: plain.count, passed: passed)
  }

  /// One run of the suite with a message reporter writing to ``sink``; nil when it cannot be
  /// opened.
  static func runWithMessages(folder: URL) async -> RunnerBenchmark.Figures? {
    guard let output = try? TextOutput.file(sink) else { return nil }
    let figures = await RunnerBenchmark.run(
      folder: folder, reporters: [MessageReporter(output: output)])
    return output.finish() == nil ? figures : nil
  }

  private static func ratio(_ numerator: Duration, _ denominator: Duration) -> Double {
    numerator.seconds / max(denominator.seconds, 1e-9)
  }

  private static func median<Value: Comparable>(_ values: [Value]) -> Value {
    values.sorted()[values.count / 2]
  }
}
