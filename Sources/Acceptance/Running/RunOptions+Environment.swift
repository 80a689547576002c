package import Foundation

extension RunOptions {
  /// The environment variables that every entry point reads (the command line, the Swift Testing
  /// and XCTest bridges), so that a CI job configures a run the same way whichever runs it: one
  /// per run option but the paths and report formats (``RunOptionKey/environmentVariable``), and
  /// these two, which choose the profiles.
  package enum EnvironmentVariable {
    /// The profiles to apply, separated by commas: `ACCEPTANCE_PROFILE=ci,smoke`.
    package static let profile = "ACCEPTANCE_PROFILE"
    /// The configuration file instead of `acceptance.json` at the package root.
    package static let config = "ACCEPTANCE_CONFIG"

    /// Every variable, in the order that `--help` lists them.
    package static var all: [String] {
      [profile, config] + RunOptionKey.allCases.compactMap(\.environmentVariable)
    }

    /// The settings that `environment` gives, in the order of ``RunOptionKey``; empty values are
    /// ignored.
    package static func settings(in environment: [String: String]) -> [RunSetting] {
      RunOptionKey.allCases.compactMap { key in
        guard let variable = key.environmentVariable, let value = environment[variable],
          !value.isEmpty
        else { return nil }
        return RunSetting(key, .text(value), origin: variable)
      }
    }
  }

  /// These options as a bridge runs them, for features under `root` (the package root): the
  /// profiles of ``EnvironmentVariable/profile`` (or the default profile) of the configuration
  /// file, then the environment, each over the options before it, except the paths and report
  /// formats, which the bridge gives.
  /// - Throws: ``UsageError`` for an invalid configuration file, profile or variable.
  package func configured(
    by environment: [String: String], root: URL
  ) throws(UsageError) -> RunOptions {
    var sources = RunConfiguration.Sources(root: root, environment: environment)
    sources.keys.subtract([.paths, .format])
    return try RunConfiguration.resolve(self, from: sources).runOptions
  }
}

extension RunSummary {
  /// Counts `problem` as a problem of the run, first, failing it: for a bridge whose configuration
  /// is invalid, so that it runs nothing.
  package mutating func fail(by problem: RunProblem) {
    problems.insert(problem, at: 0)
    passed = false
  }
}
