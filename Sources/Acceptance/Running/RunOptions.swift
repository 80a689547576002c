import CucumberExpressions

/// How a run behaves: which scenarios, in which order, and what counts as failing.
public struct RunOptions: Sendable, Equatable {
  /// The order in which scenarios run.
  public enum Order: Sendable, Equatable {
    /// The order of the files and of the scenarios in them.
    case defined
    /// The defined order, backwards.
    case reversed
    /// Shuffled with a seed, printed so that the order can be replayed.
    case random(seed: UInt64)

    /// Parses `defined`, `reversed`, `random` (a new seed) or `random:SEED`, given by `origin`.
    package init(parsing text: String, origin: String = "--order") throws(UsageError) {
      switch text {
      case "defined": self = .defined
      case "reversed", "reverse": self = .reversed
      case "random": self = .random(seed: UInt64.random(in: 0...999_999))
      default:
        guard text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) else {
          throw UsageError(
            "\(origin) takes defined, reversed, random or random:SEED, not '\(text)'")
        }
        self = .random(seed: seed)
      }
    }

    /// "Random order, seed 42: replay it with --order random:42", as every report says it.
    public static func replayHint(seed: UInt64) -> String {
      "Random order, seed \(seed): replay it with --order random:\(seed)"
    }
  }

  /// The feature files and folders to run.
  public var paths: [FeaturePath] = [FeaturePath(path: "Features")]
  /// A tag expression that a scenario's tags must match, if given.
  public var tags: String?
  /// Regular expressions of which a scenario's name must match one, if any are given.
  public var names: [String] = []
  /// Match the steps without running any code.
  public var dryRun = false
  /// Stop after the first scenario that does not pass.
  public var failFast = false
  /// Make undefined and pending steps, and filters that select no scenario, fail the run: on by
  /// default, as in cucumber-js.
  public var strict = true
  /// The order of the scenarios.
  public var order: Order = .defined
  /// How many scenarios run at once (1: one after the other).
  public var parallel = 1
  /// Runs only one part of the scenarios, so that several machines share a suite.
  public var shard: Shard?
  /// How many times a failed scenario runs again before it counts as failed.
  public var retry = 0
  /// The real time a step, hook or world may take before it fails as timed out. A scenario tagged
  /// `@timeout:SECONDS` (or in a feature or rule so tagged) has its own.
  public var stepTimeout: Duration = .seconds(5)
  /// The least time a step given up on after its timeout may go on running before the run stops
  /// (see ``Watchdog``); the timeout itself when that is longer. Tests whose stuck steps wait for a
  /// later scenario lengthen it, so that a busy machine does not stop their run.
  package var stuckStepGrace: Duration = .seconds(1)
  /// A tag expression for the scenarios that must run alone: when scenarios run side by side
  /// (``parallel``, or the cases of a Swift Testing suite), one it matches never runs at the same
  /// time as another. `nil` for none.
  public var serialTags: String? = "@serial"

  /// The default options: every feature under `Features`, in defined order.
  public init() {}
}

/// One of N parts of a suite: `--shard 2/3` runs the second third. The scenarios are dealt out in
/// their defined order (before any random order), so the shards together run each exactly once.
public struct Shard: Sendable, Equatable {
  /// The part to run, from 1.
  public let index: Int
  /// The number of parts.
  public let count: Int

  /// Parses `I/N` with 1 ≤ I ≤ N, given by `origin`.
  package init(parsing text: String, origin: String = "--shard") throws(UsageError) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0,
      (1...count).contains(index)
    else {
      throw UsageError("\(origin) takes I/N with 1 ≤ I ≤ N, such as 2/4, not '\(text)'")
    }
    self.index = index
    self.count = count
  }

  /// Whether the scenario at `position` in the defined order belongs to this shard.
  func contains(_ position: Int) -> Bool { position % count == index - 1 }
}
