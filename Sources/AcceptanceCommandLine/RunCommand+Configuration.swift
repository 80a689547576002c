import Acceptance
import Foundation

extension RunCommand {
  /// The configuration of a run: the profiles of the configuration file, then the environment,
  /// then the command line `parsed`.
  /// - Throws: ``UsageError`` naming the file and profile, the variable or the option at fault.
  static func configuration(
    from parsed: ParsedArguments, environment: [String: String]
  ) throws(UsageError) -> RunConfiguration {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var sources = RunConfiguration.Sources(
      root: FeaturePath.packageRoot(from: current), environment: environment)
    sources.profiles = parsed.allValues(of: "--profile")
    sources.configFile = parsed.value(of: "--config")
    sources.commandLine = try settings(from: parsed)
    return try RunConfiguration.resolve(RunOptions(), from: sources)
  }

  /// The run options that the command line `parsed` alone asks for.
  static func runOptions(from parsed: ParsedArguments) throws(UsageError) -> RunOptions {
    var configuration = RunConfiguration(options: RunOptions())
    try configuration.apply(settings(from: parsed))
    return configuration.runOptions
  }

  /// The settings that the command line `parsed` gives: its operands as the paths, and each run
  /// option as given.
  /// - Throws: ``UsageError`` for `--strict` with `--no-strict`.
  static func settings(from parsed: ParsedArguments) throws(UsageError) -> [RunSetting] {
    var settings: [RunSetting] = []
    if !parsed.operands.isEmpty {
      settings.append(RunSetting(.paths, .texts(parsed.operands), origin: RunOptionKey.paths.flag))
    }
    for key in RunOptionKey.allCases where key != .paths {
      if key.kind == .boolean {
        if parsed.has(key.flag) { settings.append(RunSetting(key, .flag(true), origin: key.flag)) }
      } else {
        settings += parsed.allValues(of: key.flag).map {
          RunSetting(key, .text($0), origin: key.flag)
        }
      }
    }
    if parsed.has("--no-strict") {
      if parsed.has("--strict") { throw UsageError("give --strict or --no-strict, not both") }
      settings.append(RunSetting(.strict, .flag(false), origin: "--no-strict"))
    }
    return settings
  }

  /// What `--help` says of profiles, precedence and the environment.
  static var configurationHelp: String {
    let keys = RunOptionKey.allCases.map(\.profileKey).joined(separator: ", ")
    let variables = RunOptions.EnvironmentVariable.all.joined(separator: ", ")
    return [
      """
      Profiles: \(ProfileFile.fileName) at the package root (or --config FILE) holds named \
      profiles of these options as JSON, such as {"smoke": {"tags": "@smoke"}, "ci": {"format": \
      ["junit:junit.xml"], "retry": 1}}; --profile NAME applies one, and without any the profile \
      "default" applies, if there is one. A profile's keys: \(keys).
      """,
      """
      Precedence: a profile, then the environment, then the command line, each over the one \
      before; but tags add up (all must match), and so do names (one must match) and formats.
      """,
      """
      Environment: \(variables) take the values of the options (1 or 0 for a flag; profile \
      names and report formats separated by commas). swift test reads them too.
      """,
    ].map { wrapped($0, width: 100) }.joined(separator: "\n\n") + "\n"
  }

  /// `text` in lines of at most `width` columns, broken between words.
  static func wrapped(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return (lines + [line]).joined(separator: "\n")
  }
}
