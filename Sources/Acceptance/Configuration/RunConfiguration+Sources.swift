package import Foundation

extension RunConfiguration {
  /// Where the options of a run come from besides the code: the configuration file's profiles, the
  /// environment, and the command line.
  package struct Sources: Sendable {
    /// The folder of `acceptance.json`: the package root.
    package var root: URL
    /// The environment variables.
    package var environment: [String: String]
    /// The profiles named on the command line (`--profile`), in order; they replace
    /// `ACCEPTANCE_PROFILE`.
    package var profiles: [String] = []
    /// The configuration file named on the command line (`--config`); it replaces
    /// `ACCEPTANCE_CONFIG` and `acceptance.json` at the root.
    package var configFile: String?
    /// The settings of the command line.
    package var commandLine: [RunSetting] = []
    /// The options that apply: the bridges leave out the paths, their own.
    package var keys = Set(RunOptionKey.allCases)

    /// The sources of a run in `root` with `environment` and no command line.
    package init(root: URL, environment: [String: String]) {
      self.root = root
      self.environment = environment
    }

    /// The settings of the profiles named on the command line, or else by `ACCEPTANCE_PROFILE`, or
    /// else of the default profile, from the configuration file.
    /// - Throws: ``UsageError`` for an invalid or unreadable file, an unknown profile, or a profile
    ///   named without a file.
    func profileSettings() throws(UsageError) -> [RunSetting] {
      let variable = RunOptions.EnvironmentVariable.profile
      let fromEnvironment = (environment[variable] ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
      let (names, origin) =
        profiles.isEmpty ? (fromEnvironment, variable) : (profiles, "--profile")
      guard let file = try configurationFile() else {
        guard let name = names.first else { return [] }
        throw UsageError(
          "\(origin) \(name): there is no \(ProfileFile.fileName) in \(root.path) (or give --config FILE)"
        )
      }
      return try file.settings(of: names, origin: origin)
    }

    /// The file that `--config` or `ACCEPTANCE_CONFIG` names, or `acceptance.json` at the root if
    /// there is one.
    private func configurationFile() throws(UsageError) -> ProfileFile? {
      let named = configFile ?? environment[RunOptions.EnvironmentVariable.config]
      if let named, !named.isEmpty {
        return try ProfileFile(contentsOf: URL(fileURLWithPath: named), name: named)
      }
      let url = root.appendingPathComponent(ProfileFile.fileName)
      guard FileManager.default.fileExists(atPath: url.path) else { return nil }
      let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let isCurrent = root.standardizedFileURL == current.standardizedFileURL
      return try ProfileFile(contentsOf: url, name: isCurrent ? ProfileFile.fileName : url.path)
    }
  }

  /// `options` with the profiles, the environment and the command line of `sources` applied, in
  /// that order.
  /// - Throws: ``UsageError`` naming what is invalid: the configuration file, the profile and key,
  ///   the variable or the option.
  package static func resolve(
    _ options: RunOptions, from sources: Sources
  ) throws(UsageError) -> RunConfiguration {
    let settings =
      try sources.profileSettings()
      + RunOptions.EnvironmentVariable.settings(in: sources.environment) + sources.commandLine
    var configuration = RunConfiguration(options: options)
    try configuration.apply(settings.filter { sources.keys.contains($0.key) })
    return configuration
  }
}
