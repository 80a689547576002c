import Acceptance
import Foundation
import Testing

/// A profile, then the environment, then the command line, each over the one before; tags add up,
/// and so do names and formats.
@Suite("Configuration precedence")
struct PrecedenceTests {
  static let file = """
    {"ci": {"retry": 1, "tags": "@smoke", "name": "^A", "format": ["junit:/tmp/a.xml"],
            "paths": ["Profile"], "strict": false}}
    """

  /// The configuration of `acceptance.json` (above), profile `ci`, with `environment` and the
  /// command line `commandLine`.
  static func resolve(
    environment: [String: String] = [:], commandLine: [RunSetting] = []
  ) throws -> RunConfiguration {
    let fixture = try RunnerFixture(["acceptance.json": Self.file])
    var sources = RunConfiguration.Sources(root: fixture.folder, environment: environment)
    sources.profiles = ["ci"]
    sources.commandLine = commandLine
    return try RunConfiguration.resolve(RunOptions(), from: sources)
  }

  @Test func theEnvironmentOverridesAProfileAndTheCommandLineBoth() throws {
    #expect(try Self.resolve().options.retry == 1)
    #expect(try Self.resolve(environment: ["ACCEPTANCE_RETRY": "2"]).options.retry == 2)
    let all = try Self.resolve(
      environment: ["ACCEPTANCE_RETRY": "2", "ACCEPTANCE_STRICT": "1"],
      commandLine: [
        RunSetting(.retry, .text("3"), origin: "--retry"),
        RunSetting(.strict, .flag(false), origin: "--no-strict"),
      ])
    #expect(all.options.retry == 3)
    #expect(!all.options.strict)
  }

  @Test func tagsFromEverySourceMustAllMatch() throws {
    let options = try Self.resolve(
      environment: ["ACCEPTANCE_TAGS": "not @wip"],
      commandLine: [
        RunSetting(.tags, .text("@fast"), origin: "--tags"),
        RunSetting(.tags, .text("@ui or @api"), origin: "--tags"),
      ]
    ).options
    #expect(options.tags == "(((@smoke) and (not @wip)) and (@fast)) and (@ui or @api)")
  }

  @Test func namesAndFormatsAddUp() throws {
    let configuration = try Self.resolve(
      environment: ["ACCEPTANCE_NAME": "^B"],
      commandLine: [
        RunSetting(.name, .text("^C"), origin: "--name"),
        RunSetting(.format, .text("progress"), origin: "--format"),
      ])
    #expect(configuration.options.names == ["^A", "^B", "^C"])
    #expect(configuration.formats == ["junit:/tmp/a.xml", "progress"])
  }

  @Test func theCommandLinesPathsReplaceTheProfiles() throws {
    // The profile's path, relative to the folder of its file.
    let profilePaths = try Self.resolve().options.paths.map(\.path)
    #expect(profilePaths.count == 1)
    #expect(profilePaths.first?.hasPrefix(FileManager.default.temporaryDirectory.path) == true)
    #expect(profilePaths.first?.hasSuffix("/Profile") == true)
    let options = try Self.resolve(commandLine: [
      RunSetting(.paths, .texts(["a.feature:3", "b"]), origin: "PATH")
    ]).options
    #expect(options.paths == [FeaturePath(path: "a.feature", lines: [3]), FeaturePath(path: "b")])
  }

  @Test func theBridgesLeaveOutThePathsButTakeTheFormats() throws {
    let fixture = try RunnerFixture(["acceptance.json": Self.file])
    var options = RunOptions()
    options.paths = [FeaturePath(path: "Bridge")]
    let configuration = try options.configuration(
      by: [
        "ACCEPTANCE_PROFILE": "ci", "ACCEPTANCE_TIMEOUT": "9",
        "ACCEPTANCE_FORMAT": "message:run.ndjson, rerun:rerun.txt",
      ], root: fixture.folder)
    let configured = configuration.runOptions
    #expect(
      configuration.formats == ["junit:/tmp/a.xml", "message:run.ndjson", "rerun:rerun.txt"])
    #expect(configured.paths == [FeaturePath(path: "Bridge")])
    #expect(configured.tags == "@smoke")
    #expect(configured.retry == 1)
    #expect(configured.stepTimeout == .seconds(9))
  }

  @Test func aParallelCountAboveTheMaximumIsCappedWithANoteNamingItsOrigin() throws {
    let maximum = RunOptions.maximumParallel
    let configuration = try Self.resolve(environment: ["ACCEPTANCE_PARALLEL": "100000"])
    #expect(configuration.runOptions.parallel == maximum)
    #expect(
      configuration.notes == [
        "ACCEPTANCE_PARALLEL 100000 runs \(maximum) at once, 4 × the \(RunOptions.processorCount) cores"
      ])
    let lowered = try Self.resolve(
      environment: ["ACCEPTANCE_PARALLEL": "100000"],
      commandLine: [RunSetting(.parallel, .text("1"), origin: "--parallel")])
    #expect(lowered.notes.isEmpty)
    #expect(lowered.runOptions.parallel == 1)
  }
}
