import Foundation
import TestSupport
import Testing

@testable import Acceptance
@testable import AcceptanceCommandLine

/// The Cucumber Compatibility Kit: each sample's features run with Swift step definitions
/// equivalent to the reference TypeScript ones, and the messages compared with the sample's
/// `.ndjson` (see ``MessageNormalizer`` for what is left out of the comparison).
@Suite("Cucumber Compatibility Kit")
struct CompatibilityKitTests {
  static let folder = "compatibility-kit/samples"

  /// Every sample folder, by name (built from the folders, not from the list of step libraries).
  static var sampleNames: [String] {
    guard let samples = try? ConformanceData.directory(folder) else {
      return ["(testdata missing)"]
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "LICENSE" }.sorted()
  }

  @Test(arguments: sampleNames)
  func sample(_ name: String) async throws {
    let samples = try ConformanceData.directory(Self.folder)
    if let reason = CompatibilitySamples.unsupported[name] {
      withKnownIssue("not supported: \(reason)") { Issue.record("\(name) is not supported") }
      return
    }
    let steps = try #require(
      CompatibilitySamples.registries[name], "no Swift step definitions for the sample \(name)")
    let sample = samples.appendingPathComponent(name)
    let expected = try String(
      contentsOf: sample.appendingPathComponent("\(name).ndjson"), encoding: .utf8)
    let actual = try await CompatibilityRun(sample: sample, name: name).messages(steps: steps)
    if let folder = ProcessInfo.processInfo.environment["CCK_MESSAGES_DIR"] {
      // For investigating a failure: the raw messages, to diff with the sample's.
      try actual.write(toFile: "\(folder)/\(name).ndjson", atomically: false, encoding: .utf8)
    }
    let normalizer = MessageNormalizer(root: samples.deletingLastPathComponent().path + "/")
    let expectedMessages = try normalizer.normalize(expected)
    let actualMessages = try normalizer.normalize(actual)
    #expect(
      actualMessages.map(\.type) == expectedMessages.map(\.type), "message types and order")
    for (index, (got, want)) in zip(actualMessages, expectedMessages).enumerated() {
      #expect(got.json == want.json, "message \(index) (\(want.type))")
    }
  }
}

/// Runs one sample's features with its options and captures the messages.
struct CompatibilityRun {
  let sample: URL
  let name: String

  func messages(steps: StepRegistry<CompatibilityWorld>) async throws -> String {
    let arguments =
      (try? String(
        contentsOf: sample.appendingPathComponent("\(name).arguments.txt"), encoding: .utf8))
      ?? ""
    // The sample's arguments are command line options, read as `acceptance run` reads them.
    var options = try RunCommand.runOptions(
      from: RunCommand.parser.parse(
        arguments.split(whereSeparator: \.isWhitespace).map(String.init)))
    options.strict = true
    let files =
      ((try? FileManager.default.contentsOfDirectory(atPath: sample.path)) ?? [])
      .filter(FeaturePath.isFeatureFile).sorted()
    options.paths = files.map { FeaturePath(path: sample.appendingPathComponent($0).path) }
    let output = TextOutput.memory()
    let runner = Runner(
      steps: steps, options: options, reporters: [MessageReporter(output: output)]
    ) {
      CompatibilityWorld(sample: sample)
    }
    _ = await runner.run()
    return output.text
  }
}

/// The world of the compatibility samples: where the sample's files are, and what the steps of a
/// scenario remember.
struct CompatibilityWorld: Sendable {
  let sample: URL
  let memory = WorldMemory()
}
