import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// What every report says about the run as a whole: its problems and the seed of a random order,
/// so that a CI failure can be understood and replayed from its artifacts.
@Suite("Run-level facts in every report")
struct RunLevelReportTests {
  static let feature = "Feature: F\n  Scenario: S\n    Given a passing step\n"
  static let broken = "Feature: B\n  Scenario: S\n    Given a passing step\n  @dangling\n"

  static func randomOrder(seed: UInt64) -> RunOptions {
    var options = RunOptions()
    options.order = .random(seed: seed)
    return options
  }

  /// The envelopes of a message report, by name.
  static func envelopes(_ text: String) throws -> [(name: String, body: [String: Any])] {
    try text.split(separator: "\n").map { line in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Any]])
      let (name, body) = try #require(object.first)
      return (name, body)
    }
  }

  @Test func messagesLogTheSeedOnTheRun() async throws {
    let (text, _) = try await ReportFixture.run(
      ["f.feature": Self.feature], options: Self.randomOrder(seed: 42)
    ) { MessageReporter(output: $0) }
    let envelopes = try Self.envelopes(text)
    let runId = try #require(envelopes.first { $0.name == "testRunStarted" }?.body["id"] as? String)
    let attachment = try #require(envelopes.first { $0.name == "attachment" }?.body)
    #expect(attachment["testRunStartedId"] as? String == runId)
    #expect(
      attachment["body"] as? String == "Random order, seed 42: replay it with --order random:42")
  }

  @Test func messagesOfADefinedOrderLogNoSeed() async throws {
    let (text, _) = try await ReportFixture.run(["f.feature": Self.feature]) {
      MessageReporter(output: $0)
    }
    #expect(try Self.envelopes(text).allSatisfy { $0.name != "attachment" })
  }

  @Test func theRunFinishedMessageSaysWhyTheRunFailed() async throws {
    let (text, _) = try await ReportFixture.run(["b.feature": Self.broken]) {
      MessageReporter(output: $0)
    }
    let finished = try #require(try Self.envelopes(text).last)
    #expect(finished.name == "testRunFinished")
    #expect(finished.body["success"] as? Bool == false)
    #expect((finished.body["message"] as? String)?.contains("unexpected end of file") == true)
  }

  @Test func junitSuitesCarryTheSeed() async throws {
    let (text, _) = try await ReportFixture.run(
      ["f.feature": Self.feature], options: Self.randomOrder(seed: 7)
    ) { JUnitReporter(output: $0) }
    let suite = try #require(XMLTree.parse(text).first("testsuite"))
    let property = try #require(suite.first("properties")?.first("property"))
    #expect(property.attributes["name"] == "seed")
    #expect(property.attributes["value"] == "7")
  }

  /// The last entry of a legacy JSON report.
  static func lastFeature(_ text: String) throws -> [String: Any] {
    let features = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    return try #require(features.last)
  }

  @Test func jsonEndsWithTheRunItsSeedAndItsProblems() async throws {
    let (text, _) = try await ReportFixture.run(
      ["f.feature": Self.feature, "b.feature": Self.broken], options: Self.randomOrder(seed: 9)
    ) { CucumberJSONReporter(output: $0) }
    let run = try Self.lastFeature(text)
    #expect(run["name"] as? String == "Run")
    #expect(
      run["description"] as? String == "Random order, seed 9: replay it with --order random:9")
    let elements = try #require(run["elements"] as? [[String: Any]])
    #expect(elements.count == 1)
    let step = try #require((elements.first?["steps"] as? [[String: Any]])?.first)
    let result = try #require(step["result"] as? [String: Any])
    #expect(result["status"] as? String == "failed")
    #expect((result["error_message"] as? String)?.contains("unexpected end of file") == true)
  }

  @Test func jsonOfAPlainRunHasNoRunEntry() async throws {
    let (text, _) = try await ReportFixture.run(["f.feature": Self.feature]) {
      CucumberJSONReporter(output: $0)
    }
    #expect(try Self.lastFeature(text)["name"] as? String == "F")
  }

  @Test func runProblemsReachStandardErrorWhateverTheFormat() async throws {
    let fixture = try RunnerFixture(["b.feature": Self.broken])
    let errors = TextOutput.memory()
    let code = await RunCommand.main(
      arguments: ["--format", "message", fixture.folder.path], steps: StepRegistry<LogWorld>(),
      environment: [:], output: .memory(), errors: errors
    ) { LogWorld() }
    #expect(code == ExitCode.failed)
    #expect(
      errors.text.hasPrefix("error: \(fixture.path("b.feature"))(5:0): unexpected end of file"))
  }
}
