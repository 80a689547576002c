package import Foundation

extension RunOptions {
  /// The environment variables that every entry point reads (the command line, the Swift Testing
  /// and XCTest bridges), so that a CI job configures a run the same way whichever runs it: one
  /// per run option but the paths (``RunOptionKey/environmentVariable``), and these two, which
  /// choose the profiles.
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
    /// ignored. The report formats are separated by commas, each a setting of its own.
    package static func settings(in environment: [String: String]) -> [RunSetting] {
      RunOptionKey.allCases.flatMap { key -> [RunSetting] in
        guard let variable = key.environmentVariable, let value = environment[variable],
          !value.isEmpty
        else { return [] }
        let values =
          key == .format
          ? value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty } : [value]
        return values.map { RunSetting(key, .text($0), origin: variable) }
      }
    }
  }

  /// These options as a bridge runs them, for features under `root` (the package root): the
  /// profiles of ``EnvironmentVariable/profile`` (or the default profile) of the configuration
  /// file, then the environment, each over the options before it, except the paths, which the
  /// bridge gives. The configuration's ``RunConfiguration/formats`` are the reports to write.
  /// - Throws: ``UsageError`` for an invalid configuration file, profile or variable.
  package func configuration(
    by environment: [String: String], root: URL
  ) throws(UsageError) -> RunConfiguration {
    var sources = RunConfiguration.Sources(root: root, environment: environment)
    sources.keys.subtract([.paths])
    return try RunConfiguration.resolve(self, from: sources)
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
