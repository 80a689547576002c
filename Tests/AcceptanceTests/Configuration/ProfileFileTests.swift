import Acceptance
import Foundation
import Testing

/// `acceptance.json`: named profiles of run options, each checked when the file is read, with
/// errors that name the file, the profile and the key.
@Suite("Configuration file")
struct ProfileFileTests {
  static let good = """
    {
      "default": { "tags": "not @wip" },
      "ci": {
        "format": ["progress", "junit:/tmp/junit.xml"],
        "strict": false, "dryRun": true, "failFast": true, "order": "random:7",
        "retry": 2, "parallel": 3, "shard": "1/2", "timeout": 2.5
      },
      "smoke": { "tags": ["@smoke", "not @slow"], "name": "^Login", "paths": ["/features"] }
    }
    """

  /// The configuration that `file` (as `acceptance.json` in a fresh package root) gives with
  /// `environment` and the command line `profiles`.
  static func resolve(
    _ file: String, profiles: [String] = [], environment: [String: String] = [:]
  ) throws -> RunConfiguration {
    let fixture = try RunnerFixture(["acceptance.json": file])
    var sources = RunConfiguration.Sources(root: fixture.folder, environment: environment)
    sources.profiles = profiles
    return try RunConfiguration.resolve(RunOptions(), from: sources)
  }

  /// The message of the error that resolving `file` with `profiles` throws, with the fixture's
  /// folder replaced by `ROOT`.
  static func error(_ file: String, profiles: [String] = ["ci"]) throws -> String {
    let fixture = try RunnerFixture(["acceptance.json": file])
    var sources = RunConfiguration.Sources(root: fixture.folder, environment: [:])
    sources.profiles = profiles
    do {
      _ = try RunConfiguration.resolve(RunOptions(), from: sources)
    } catch {
      return error.message.replacingOccurrences(of: fixture.folder.path, with: "ROOT")
    }
    Issue.record("no error for \(file)")
    return ""
  }

  @Test func aProfileSetsEveryOption() throws {
    let configuration = try Self.resolve(Self.good, profiles: ["ci"])
    let options = configuration.options
    #expect(configuration.formats == ["progress", "junit:/tmp/junit.xml"])
    #expect(!options.strict)
    #expect(options.dryRun)
    #expect(options.failFast)
    #expect(options.order == .random(seed: 7))
    #expect(options.retry == 2)
    #expect(options.parallel == 3)
    #expect(options.shard == (try Shard(parsing: "1/2")))
    #expect(options.stepTimeout == .milliseconds(2500))
    #expect(options.tags == nil, "the default profile applies only when none is named")
  }

  @Test func theDefaultProfileAppliesWhenNoneIsNamed() throws {
    #expect(try Self.resolve(Self.good).options.tags == "not @wip")
    #expect(try Self.resolve(#"{"ci": {}}"#).options == RunOptions())
  }

  @Test func profilesApplyInTurnTheirTagsAllMustMatch() throws {
    let options = try Self.resolve(Self.good, profiles: ["smoke", "ci"]).options
    #expect(options.tags == "(@smoke) and (not @slow)")
    #expect(options.names == ["^Login"])
    #expect(options.paths == [FeaturePath(path: "/features")])
    #expect(options.retry == 2)
  }

  @Test func acceptanceProfileNamesThemWhenTheCommandLineDoesNot() throws {
    let named = try Self.resolve(Self.good, environment: ["ACCEPTANCE_PROFILE": "smoke, ci"])
    #expect(named.options.tags == "(@smoke) and (not @slow)")
    #expect(named.options.retry == 2)
    let overridden = try Self.resolve(
      Self.good, profiles: ["ci"], environment: ["ACCEPTANCE_PROFILE": "smoke"])
    #expect(overridden.options.tags == nil)
  }

  @Test(arguments: [
    (
      "{\n  \"ci\": {\n    \"retry\" 2\n  }\n}",
      "ROOT/acceptance.json:3:13: invalid JSON: Invalid value"
    ),
    ("{\"ci\": {}", "ROOT/acceptance.json: invalid JSON: Unexpected end of file during JSON parse"),
    (
      "{\"ci\": {\"tags\": \"ééééé\"}, x}",
      "ROOT/acceptance.json:1:27: invalid JSON: Invalid value"
    ),
    (
      "[]",
      "ROOT/acceptance.json must hold an object of named profiles, such as {\"smoke\": {\"tags\": \"@smoke\"}}, not an array"
    ),
    (
      #"{"ci": "@smoke"}"#,
      "ROOT/acceptance.json: profile 'ci' must be an object of options, not a string"
    ),
    (
      #"{"ci": {"dry-run": true}}"#,
      "ROOT/acceptance.json: profile 'ci': unknown key 'dry-run'; the keys are paths, tags, name, format, strict, dryRun, failFast, order, retry, parallel, shard, timeout"
    ),
    (
      #"{"ci": {"retry": "2"}}"#,
      "ROOT/acceptance.json: profile 'ci': retry must be a number, not a string"
    ),
    (
      #"{"ci": {"strict": 1}}"#,
      "ROOT/acceptance.json: profile 'ci': strict must be true or false, not a number"
    ),
    (
      #"{"ci": {"tags": ["@a", 2]}}"#,
      "ROOT/acceptance.json: profile 'ci': tags must be a string or an array of strings, not an array holding a number"
    ),
    (
      #"{"ci": {"order": null}}"#,
      "ROOT/acceptance.json: profile 'ci': order must be a string, not null"
    ),
    (
      #"{"ci": {"retry": -1}}"#,
      "ROOT/acceptance.json: profile 'ci': retry takes a whole number from 0, not '-1'"
    ),
    (
      #"{"ci": {"retry": 1.5}}"#,
      "ROOT/acceptance.json: profile 'ci': retry takes a whole number from 0, not '1.5'"
    ),
    (
      #"{"ci": {"shard": "3/2"}}"#,
      "ROOT/acceptance.json: profile 'ci': shard takes I/N with 1 ≤ I ≤ N, such as 2/4, not '3/2'"
    ),
    (
      #"{"ci": {"tags": "@a and"}}"#,
      "ROOT/acceptance.json: profile 'ci': tags: Tag expression \"@a and\" could not be parsed because of syntax error: Expected operand."
    ),
    (
      #"{"ci": {"name": ["ok", "("]}}"#,
      "ROOT/acceptance.json: profile 'ci': name: '(' is not a valid regular expression"
    ),
    (
      #"{"ci": {"format": "xml"}}"#,
      "ROOT/acceptance.json: profile 'ci': format: unknown format 'xml'; known formats: \(ReportFormat.names)"
    ),
    (
      #"{"smoke": {}, "nightly": {}}"#,
      "--profile ci: ROOT/acceptance.json has no profile 'ci'; its profiles: nightly, smoke"
    ),
  ])
  func anInvalidFileIsAnErrorNamingTheFileProfileAndKey(file: String, message: String) throws {
    #expect(try Self.error(file) == message)
  }

  @Test func anErrorInAnotherProfileIsAnErrorToo() throws {
    #expect(
      try Self.error(#"{"ci": {}, "old": {"retries": 1}}"#)
        == "ROOT/acceptance.json: profile 'old': unknown key 'retries'; the keys are paths, tags, name, format, strict, dryRun, failFast, order, retry, parallel, shard, timeout"
    )
  }

  @Test func aProfileNamedWithoutAFileIsAnError() throws {
    let folder = try RunnerFixture(["a.feature": "Feature: F\n"]).folder
    var sources = RunConfiguration.Sources(root: folder, environment: [:])
    sources.profiles = ["ci"]
    #expect(
      throws: UsageError(
        "--profile ci: there is no acceptance.json in \(folder.path) (or give --config FILE)")
    ) { try RunConfiguration.resolve(RunOptions(), from: sources) }
    sources.profiles = []
    #expect(try RunConfiguration.resolve(RunOptions(), from: sources).options == RunOptions())
  }

  @Test func aNamedFileThatCannotBeReadIsAnError() throws {
    var sources = RunConfiguration.Sources(
      root: URL(fileURLWithPath: "/"), environment: ["ACCEPTANCE_CONFIG": "/nonexistent.json"])
    #expect(throws: UsageError("cannot read the configuration file '/nonexistent.json'")) {
      try RunConfiguration.resolve(RunOptions(), from: sources)
    }
    sources.configFile = "/nonexistent/other.json"
    #expect(throws: UsageError("cannot read the configuration file '/nonexistent/other.json'")) {
      try RunConfiguration.resolve(RunOptions(), from: sources)
    }
  }

  @Test func relativePathsAreRelativeToTheFilesFolder() throws {
    let fixture = try RunnerFixture([
      "config/acceptance.json": """
      {"ci": {"paths": ["Features/a.feature:3", "@rerun.txt"], "format": ["junit:junit.xml", "progress"]}}
      """,
      "config/rerun.txt": "Features/b.feature:7\n",
    ])
    var sources = RunConfiguration.Sources(root: fixture.folder, environment: [:])
    sources.profiles = ["ci"]
    sources.configFile = fixture.path("config/acceptance.json")
    let configuration = try RunConfiguration.resolve(RunOptions(), from: sources)
    #expect(
      configuration.options.paths == [
        FeaturePath(path: fixture.path("config/Features/a.feature"), lines: [3]),
        FeaturePath(parsing: "Features/b.feature:7"),
      ])
    #expect(configuration.formats == ["junit:\(fixture.path("config/junit.xml"))", "progress"])
  }
}
