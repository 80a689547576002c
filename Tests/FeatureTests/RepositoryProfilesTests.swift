import Acceptance
import AcceptanceCommandLine
import AppSteps
import Foundation
import Testing

/// The profiles of the repository's `acceptance.json`, which drive the example app: `smoke` runs
/// the `@smoke` scenarios, `ci` writes JUnit and rerun files beside the progress, in random order,
/// and no default profile changes what `swift run acceptance` does.
@Suite("The repository's profiles")
struct RepositoryProfilesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The configuration of the repository's file with `profiles`.
  static func configuration(_ profiles: [String]) throws -> RunConfiguration {
    var sources = RunConfiguration.Sources(root: root, environment: [:])
    sources.profiles = profiles
    return try RunConfiguration.resolve(RunOptions(), from: sources)
  }

  @Test func noDefaultProfileChangesAPlainRun() throws {
    #expect(try Self.configuration([]).options == RunOptions())
    #expect(try Self.configuration([]).formats.isEmpty)
  }

  @Test func ciWritesJUnitAndRerunFilesInRandomOrder() throws {
    let configuration = try Self.configuration(["ci"])
    let formats: [String] = configuration.formats.map { format in
      format.split(separator: ":").first.map(String.init) ?? ""
    }
    #expect(formats == ["progress", "junit", "rerun"])
    if case .random = configuration.options.order {
    } else {
      Issue.record("ci runs in \(configuration.options.order) order")
    }
  }

  @Test func smokeRunsTheSmokeScenariosOfTheApp() async throws {
    let output = TextOutput.memory()
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: [
        "--config", Self.root.appendingPathComponent("acceptance.json").path, "--profile", "smoke",
        // The app's other scenarios may hold the main actor meanwhile: no step times out waiting.
        "--timeout", "600", Self.root.appendingPathComponent("Features").path,
      ],
      steps: AppSteps.library().registry, environment: [:], output: output, errors: errors
    ) { AppWorld() }
    #expect(code == ExitCode.passed, "\(errors.text)")
    #expect(output.text.contains("7 scenarios (7 passed)"))
    #expect(output.text.hasPrefix("......."), "the profile's progress format")
  }
}
