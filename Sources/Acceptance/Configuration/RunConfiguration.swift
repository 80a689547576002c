import Foundation
import TagExpressions

/// The options of a run put together from its sources, weakest first: the options the code gives,
/// a profile of the configuration file, the environment, and the command line.
///
/// ```swift
/// var configuration = RunConfiguration(options: RunOptions())
/// try configuration.apply(RunSetting(.tags, .text("@smoke"), origin: "--tags"))
/// try configuration.apply(RunSetting(.tags, .text("not @wip"), origin: "ACCEPTANCE_TAGS"))
/// configuration.options.tags  // "(@smoke) and (not @wip)"
/// ```
///
/// A later source overrides an earlier one, except that tags add up (all of them must match, as
/// repeated `--tags` do), and names and report formats are added to the earlier ones.
package struct RunConfiguration: Sendable {
  /// The options so far.
  package var options: RunOptions
  /// The report formats so far, as `--format` takes them (`junit:FILE`).
  package var formats: [String] = []
  /// What the command line prints on standard error before the run: a `--parallel` above the
  /// maximum, say.
  package var notes: [String] {
    guard let parallelOrigin, options.parallel > RunOptions.maximumParallel else { return [] }
    return [
      "\(parallelOrigin) \(options.parallel) runs \(RunOptions.maximumParallel) at once, 4 × the \(RunOptions.processorCount) cores"
    ]
  }
  /// What set the number of parallel scenarios last.
  private var parallelOrigin: String?

  /// A configuration that starts from `options`.
  package init(options: RunOptions) {
    self.options = options
  }

  /// The options to run with: ``options`` with at most ``RunOptions/maximumParallel`` scenarios at
  /// once.
  package var runOptions: RunOptions {
    var options = options
    options.parallel = min(options.parallel, RunOptions.maximumParallel)
    return options
  }

  /// Parses `setting` and applies it over what earlier settings gave.
  /// - Throws: ``UsageError`` naming the setting's origin when its value is invalid.
  package mutating func apply(_ setting: RunSetting) throws(UsageError) {
    let origin = setting.origin
    switch setting.key {
    case .paths: options.paths = try FeaturePath.operands(setting.texts)
    case .tags:
      let tags = setting.text
      do {
        _ = try TagExpression.parse(tags)
      } catch {
        throw UsageError("\(origin): \(error)")
      }
      options.tags = options.tags.map { "(\($0)) and (\(tags))" } ?? tags
    case .name:
      guard (try? NSRegularExpression(pattern: setting.text)) != nil else {
        throw UsageError("\(origin): '\(setting.text)' is not a valid regular expression")
      }
      options.names.append(setting.text)
    case .format:
      do {
        _ = try FormatRequest(parsing: setting.text)
      } catch {
        throw origin == RunOptionKey.format.flag ? error : UsageError("\(origin): \(error)")
      }
      formats.append(setting.text)
    case .strict: options.strict = try setting.boolean()
    case .dryRun: options.dryRun = try setting.boolean()
    case .failFast: options.failFast = try setting.boolean()
    case .order: options.order = try RunOptions.Order(parsing: setting.text, origin: origin)
    case .retry: options.retry = try setting.count(minimum: 0)
    case .parallel:
      options.parallel = try setting.count(minimum: 1)
      parallelOrigin = origin
    case .shard: options.shard = try Shard(parsing: setting.text, origin: origin)
    case .timeout: options.stepTimeout = try setting.seconds()
    }
  }

  /// Applies `settings` in order.
  package mutating func apply(_ settings: [RunSetting]) throws(UsageError) {
    for setting in settings { try apply(setting) }
  }
}

extension RunOptions {
  /// The cores of this machine.
  package static let processorCount = ProcessInfo.processInfo.activeProcessorCount

  /// The most scenarios that run at once: 4 per core. More workers than that only add contention
  /// (the scenarios are CPU-bound or wait on a virtual clock).
  package static let maximumParallel = 4 * processorCount

  /// The longest step timeout: a day, in seconds.
  package static let maximumTimeout = 86_400.0
}
