import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// `acceptance --profile NAME`, the short flags, and strictness by default, through
/// ``RunCommand/main``.
@Suite("Profiles, short flags and strictness on the command line")
struct ProfileCommandLineTests {
  static let feature = """
    Feature: F
      @smoke
      Scenario: Smoke
        Given it passes
      Scenario: Other
        Given it passes
      @wip
      Scenario: Unfinished
        Given nobody defined this
    """

  static let profiles = """
    {
      "default": {"tags": "not @wip"},
      "smoke": {"tags": "@smoke", "format": "progress"},
      "lenient": {"strict": false}
    }
    """

  /// Runs `arguments`, `FIXTURE` in them standing for the fixture's folder, with a fresh fixture
  /// holding the feature above and `profiles.json`.
  static func run(
    _ arguments: [String], environment: [String: String] = [:]
  ) async throws -> (code: Int32, output: String, errors: String) {
    let fixture = try RunnerFixture(["f.feature": Self.feature, "profiles.json": Self.profiles])
    var steps = StepRegistry<LogWorld>()
    steps.given("it passes") { _ in }
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let placed = { (text: String) in
      text.replacingOccurrences(of: "FIXTURE", with: fixture.folder.path)
    }
    let code = await RunCommand.main(
      arguments: arguments.map(placed), steps: steps, environment: environment.mapValues(placed),
      output: output, errors: errors
    ) { LogWorld() }
    return (code, output.text, errors.text)
  }

  @Test func aProfileNamedOnTheCommandLine() async throws {
    let (code, output, _) = try await Self.run([
      "--config", "FIXTURE/profiles.json", "--profile", "smoke", "FIXTURE",
    ])
    #expect(code == ExitCode.passed)
    #expect(output.contains("1 scenario (1 passed)"))
    #expect(!output.contains("Scenario: Smoke"), "the profile's progress format, not pretty")
  }

  @Test func theDefaultProfileWhenNoneIsNamed() async throws {
    let (code, output, _) = try await Self.run([
      "-c", "FIXTURE/profiles.json", "-f", "progress", "FIXTURE",
    ])
    #expect(code == ExitCode.passed)
    #expect(output.contains("2 scenarios (2 passed)"))
  }

  @Test func acceptanceConfigAndProfileFromTheEnvironment() async throws {
    let environment = ["ACCEPTANCE_CONFIG": "FIXTURE/profiles.json", "ACCEPTANCE_PROFILE": "smoke"]
    let named = try await Self.run(["FIXTURE"], environment: environment)
    #expect(named.code == ExitCode.passed)
    #expect(named.output.contains("1 scenario (1 passed)"))
    // Empty variables are ignored: no profile, every scenario, and the undefined one fails.
    let empty = try await Self.run(
      ["-f", "progress", "FIXTURE"], environment: environment.mapValues { _ in "" })
    #expect(empty.code == ExitCode.failed)
    #expect(empty.output.contains("3 scenarios (1 undefined, 2 passed)"))
  }

  @Test func anUnknownProfileIsAUsageErrorNamingTheFile() async throws {
    let (code, _, errors) = try await Self.run([
      "-c", "FIXTURE/profiles.json", "-p", "nightly", "FIXTURE",
    ])
    #expect(code == ExitCode.usage)
    #expect(errors.hasPrefix("acceptance: --profile nightly: /"))
    #expect(
      errors.contains(
        "/profiles.json has no profile 'nightly'; its profiles: default, lenient, smoke\n"))
    #expect(errors.contains("usage: acceptance"))
  }

  @Test func shortFlagsAreTheLongOnes() async throws {
    let long = try await Self.run([
      "--no-strict", "--tags", "not @smoke", "--name", "Other|Unfinished", "--dry-run", "--format",
      "progress", "FIXTURE",
    ])
    let short = try await Self.run([
      "--no-strict", "-t", "not @smoke", "-n", "Other|Unfinished", "-d", "-f", "progress",
      "FIXTURE",
    ])
    for run in [long, short] {
      #expect(run.code == ExitCode.passed)
      #expect(run.output.contains("2 scenarios (1 undefined, 1 skipped)"))
    }
    #expect(try await Self.run(["-v"]).output == "swift-acceptance \(HarnessVersion.number)\n")
    #expect(try await Self.run(["run", "-h"]).output == RunCommand.usage)
  }

  @Test func undefinedStepsFailTheRunUnlessNoStrict() async throws {
    let strict = try await Self.run(["-f", "progress", "FIXTURE"])
    #expect(strict.code == ExitCode.failed)
    #expect(strict.output.contains("3 scenarios (1 undefined, 2 passed)"))
    #expect(
      try await Self.run(["--no-strict", "-f", "progress", "FIXTURE"]).code == ExitCode.passed)
    #expect(
      try await Self.run(["-c", "FIXTURE/profiles.json", "-p", "lenient", "FIXTURE"]).code
        == ExitCode.passed)
    #expect(
      try await Self.run(
        ["--no-strict", "-f", "progress", "FIXTURE"], environment: ["ACCEPTANCE_STRICT": "1"]
      ).code
        == ExitCode.passed, "the command line over the environment")
    #expect(
      try await Self.run(["-f", "progress", "FIXTURE"], environment: ["ACCEPTANCE_STRICT": "0"])
        .code
        == ExitCode.passed)
  }

  @Test func strictAndNoStrictTogetherAreAUsageError() async throws {
    let (code, _, errors) = try await Self.run(["--strict", "--no-strict", "FIXTURE"])
    #expect(code == ExitCode.usage)
    #expect(errors.hasPrefix("acceptance: give --strict or --no-strict, not both\n"))
  }

  @Test func helpAndVersionWinOverABrokenConfiguration() async throws {
    let (code, output, _) = try await Self.run(
      ["run", "--help"], environment: ["ACCEPTANCE_CONFIG": "/nonexistent.json"])
    #expect(code == ExitCode.passed)
    #expect(output == RunCommand.usage)
  }
}
