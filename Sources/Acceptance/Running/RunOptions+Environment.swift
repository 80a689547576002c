extension RunOptions {
  /// The environment variables that every entry point reads (the command line, the Swift Testing
  /// and XCTest bridges), so that a CI job filters a run the same way whichever runs it.
  package enum EnvironmentVariable {
    /// A tag expression that scenarios must also match: `ACCEPTANCE_TAGS='@smoke and not @wip'`.
    package static let tags = "ACCEPTANCE_TAGS"
    /// A regular expression that a scenario's name must match: `ACCEPTANCE_NAME='^Login'`.
    package static let name = "ACCEPTANCE_NAME"
  }

  /// These options narrowed by `environment`: ``EnvironmentVariable/tags`` must match as well as
  /// the options' own tags, and ``EnvironmentVariable/name`` is one more name to match. Empty
  /// values are ignored.
  package func narrowed(by environment: [String: String]) -> RunOptions {
    var options = self
    if let tags = environment[EnvironmentVariable.tags], !tags.isEmpty {
      options.tags = options.tags.map { "(\($0)) and (\(tags))" } ?? tags
    }
    if let name = environment[EnvironmentVariable.name], !name.isEmpty {
      options.names.append(name)
    }
    return options
  }
}
