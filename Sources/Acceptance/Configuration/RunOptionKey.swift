/// A run option that the command line, the environment and a profile can all set, with its
/// spelling in each: `dryRun` in a profile, `--dry-run` on the command line, `ACCEPTANCE_DRY_RUN`
/// in the environment.
package enum RunOptionKey: String, CaseIterable, Sendable {
  case paths, tags, name, format, strict, dryRun, failFast, order, retry, parallel, shard, timeout

  /// What a profile gives for a key, as JSON.
  package enum Kind: Sendable {
    /// A string, or an array of strings (each added, as a repeated option is).
    case strings
    /// `true` or `false`.
    case boolean
    /// A string.
    case string
    /// A number.
    case number
  }

  /// The key in a profile: `dryRun`.
  package var profileKey: String { rawValue }

  /// The command-line option, `--dry-run`; `PATH` for the operands.
  package var flag: String {
    switch self {
    case .paths: "PATH"
    case .dryRun: "--dry-run"
    case .failFast: "--fail-fast"
    default: "--\(rawValue)"
    }
  }

  /// The environment variable, `ACCEPTANCE_DRY_RUN`; `nil` for the paths, which only the command
  /// line and a profile give. `ACCEPTANCE_FORMAT` takes several formats, separated by commas.
  package var environmentVariable: String? {
    switch self {
    case .paths: nil
    default: "ACCEPTANCE_" + flag.dropFirst(2).uppercased().replacingOccurrences("-", "_")
    }
  }

  /// What a profile gives for it.
  package var kind: Kind {
    switch self {
    case .paths, .tags, .name, .format: .strings
    case .strict, .dryRun, .failFast: .boolean
    case .order, .shard: .string
    case .retry, .parallel, .timeout: .number
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
