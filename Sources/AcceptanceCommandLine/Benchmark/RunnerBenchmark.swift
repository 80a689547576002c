package import Acceptance
package import Foundation
import VirtualTime

/// The runner benchmark behind `acceptance bench runner`: a generated suite of scenarios with three
/// trivial steps each (set, increment, compare a value through `{int}`), parsed and run in process with
/// no report.
package enum RunnerBenchmark {
  /// What one benchmark run measured.
  package struct Figures: Sendable {
    /// The number of scenarios run.
    package let scenarios: Int
    /// The number of steps run.
    package let steps: Int
    /// The real time of the run, parsing and matching included.
    package let duration: Duration
    /// Whether every scenario passed (a benchmark of a broken run means nothing).
    package let passed: Bool

    /// The real time of the run, in seconds.
    package var seconds: Double { duration.seconds }
    /// Scenarios per second.
    package var scenariosPerSecond: Double { Double(scenarios) / seconds }
    /// Microseconds per step.
    package var microsecondsPerStep: Double { seconds * 1_000_000 / Double(steps) }
  }

  /// A world that holds one number; its steps run isolated to it.
  actor CounterWorld {
    var value = 0
  }

  /// Writes the suite to a fresh folder under `directory`: `files` files of `scenariosPerFile`
  /// scenarios each.
  package static func writeSuite(
    in directory: URL, files: Int = 50, scenariosPerFile: Int = 100
  ) throws -> URL {
    let folder = directory.appendingPathComponent("runner-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in 0..<files {
      var text = "Feature: Counter \(file)\n"
      for scenario in 0..<scenariosPerFile {
        let start = file * scenariosPerFile + scenario
        let step = scenario % 7 + 1
        text += """

            Scenario: Count \(start)
              Given the value is \(start)
              When I increment it by \(step)
              Then the value should be \(start + step)

          """
      }
      try Data(text.utf8).write(to: folder.appendingPathComponent("counter-\(file).feature"))
    }
    return folder
  }

  /// The three step definitions of the suite.
  static func steps() -> StepRegistry<CounterWorld> {
    StepRegistry { steps in
      steps.given("the value is {int}") { world, value in world.value = value }
      steps.when("I increment it by {int}") { world, step in world.value += step }
      steps.then("the value should be {int}") { world, expected in
        try verifyEqual(world.value, expected, "the value")
      }
    }
  }

  /// Runs the suite in `folder` and measures it; `reporters` get the run's events (none by default).
  package static func run(folder: URL, reporters: [any RunReporter] = []) async -> Figures {
    var options = RunOptions()
    options.paths = [FeaturePath(path: folder.path)]
    let runner = Runner(steps: steps(), options: options, reporters: reporters) { CounterWorld() }
    let clock = ContinuousClock()
    let start = clock.now
    let summary = await runner.run()
    return Figures(
      scenarios: summary.scenarioCount, steps: summary.stepCount, duration: clock.now - start,
      passed: summary.passed && summary.scenarios[.passed] == summary.scenarioCount)
  }
}
