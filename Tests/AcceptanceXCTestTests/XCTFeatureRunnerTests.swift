import Acceptance
import AcceptanceXCTest
import Foundation
import Synchronization
import Testing
import XCTest

final class XCTFeatureRunnerTests: XCTestCase {
  static let feature = """
    Feature: Bridge

      Scenario: Passing
        Given a number 1

      Scenario: Failing
        Given a number 2
        And an unknown step
    """

  /// The failures that XCTest was asked to record while `capturing` is on, instead of failing.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard capturing else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      captured.append(
        (issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
      // As the observation center would: the bridge hears the failure.
      AssertionObserver.shared.testCase(
        self, didFailWithDescription: issue.compactDescription,
        inFile: location?.fileURL.path, atLine: location?.lineNumber ?? 0)
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      captured.append((description, filePath, lineNumber))
      // As the observation center would: the bridge hears the failure.
      AssertionObserver.shared.testCase(
        self, didFailWithDescription: description, inFile: filePath, atLine: lineNumber)
    }
  #endif

  private static func runner(
    environment: [String: String] = [:], options: RunOptions = RunOptions()
  ) -> XCTFeatureRunner<Int> {
    var steps = StepRegistry<Int>()
    steps.given("a number {int}") { (_, number: Int) in
      try verify(number == 1, "\(number) is not 1")
    }
    return XCTFeatureRunner(steps: steps, options: options, environment: environment) { 0 }
  }

  func testFailingStepsAreRecordedAtTheirFeatureFileAndLine() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    let path = folder.path("bridge.feature")
    capturing = true
    let summary = await Self.runner().run(folder.path, in: self)
    capturing = false
    XCTAssertFalse(summary.passed)
    XCTAssertEqual(summary.scenarios, [.passed: 1, .failed: 1])
    XCTAssertEqual(captured.map(\.file), [path, path])
    XCTAssertEqual(captured.map(\.line), [7, 8])
    // The checks below read the failures by place: without two, the assertions above say so.
    guard captured.count == 2 else { return }
    XCTAssertTrue(captured[0].description.contains("Bridge › Failing: failed a number 2"))
    XCTAssertTrue(captured[0].description.contains("2 is not 1"))
    XCTAssertTrue(captured[1].description.contains("undefined an unknown step"))
    XCTAssertTrue(captured[1].description.contains("steps.given(\"an unknown step\") { world in"))
  }

  func testAnUndefinedStepListsTheClosestStepsBeforeItsSnippet() async throws {
    let folder = try writeFeatures([
      "typo.feature": "Feature: Typo\n  Scenario: S\n    Given a numbr 1\n"
    ])
    capturing = true
    _ = await Self.runner().run(folder.path, in: self)
    capturing = false
    let description = try XCTUnwrap(captured.first?.description)
    XCTAssertEqual(captured.count, 1)
    let suggestion = try XCTUnwrap(
      description.range(
        of: """
            Did you mean:
              a number {int}
                defined at: Tests/AcceptanceXCTestTests/XCTFeatureRunnerTests.swift:
          """))
    let snippet = try XCTUnwrap(description.range(of: "You can implement it with this snippet"))
    XCTAssertLessThan(suggestion.lowerBound, snippet.lowerBound)
  }

  /// Runs, capturing its failures, a scenario whose first step checks with `check` that 2 is 1
  /// and whose second step notes that it ran; returns the summary and whether the second ran.
  private func runAFailingCheck(
    _ check: @escaping @Sendable (_ actual: Int, _ expected: Int) -> Void
  ) async throws -> (summary: RunSummary, wentOn: Bool) {
    let folder = try writeFeatures([
      "checks.feature": """
      Feature: Checks

        Scenario: A check fails
          Given the number 2 is checked to be 1
          And the scenario goes on
      """
    ])
    let wentOn = Flag()
    let steps = StepRegistry<Int> { steps in
      steps.given("the number {int} is checked to be {int}") { (_, actual: Int, expected: Int) in
        check(actual, expected)
      }
      steps.given("the scenario goes on") { _ in wentOn.raise() }
    }
    capturing = true
    let summary = await XCTFeatureRunner(steps: steps, environment: [:]) { 0 }.run(
      folder.path, in: self)
    capturing = false
    return (summary, wentOn.isRaised)
  }

  func testAFailedAssertionInsideAStepFailsThatStep() async throws {
    let (summary, wentOn) = try await runAFailingCheck { actual, expected in
      XCTAssertEqual(actual, expected, "the number")
    }
    XCTAssertEqual(summary.scenarios, [.failed: 1])
    XCTAssertFalse(wentOn, "the step after the failed assertion did not run")
    XCTAssertEqual(captured.map(\.line).last, 4)
    XCTAssertTrue(
      captured.last?.description.contains("failed the number 2 is checked to be 1") == true,
      "\(captured)")
    XCTAssertTrue(captured.last?.description.contains("the number") == true)
  }

  /// Swift Testing's checks fail the step too: outside a Swift Testing test, a failed `#expect`
  /// would otherwise be dropped, and the step would pass.
  func testAFailedExpectInsideAStepFailsThatStep() async throws {
    let (summary, wentOn) = try await runAFailingCheck { actual, expected in
      #expect(actual == expected)
    }
    XCTAssertEqual(summary.scenarios, [.failed: 1])
    XCTAssertFalse(wentOn, "the step after the failed expectation did not run")
    XCTAssertEqual(captured.map(\.line), [4])
    XCTAssertTrue(
      captured.last?.description.contains("Expectation failed: (actual → 2) == (expected → 1)")
        == true, "\(captured)")
  }

  func testPassingScenarioRecordsNothing() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    capturing = true
    let summary = await Self.runner().run(
      folder.path("bridge.feature") + ":3", in: self)
    capturing = false
    XCTAssertTrue(summary.passed)
    XCTAssertEqual(summary.scenarioCount, 1)
    XCTAssertTrue(captured.isEmpty)
  }

  func testAnInvalidVariableFailsAtTheCallAndRunsNothing() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    capturing = true
    let summary = await Self.runner(environment: ["ACCEPTANCE_TIMEOUT": "never"]).run(
      folder.path, in: self)
    capturing = false
    XCTAssertFalse(summary.passed)
    XCTAssertEqual(summary.scenarioCount, 0)
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertTrue(
      captured.first?.description.contains(
        "ACCEPTANCE_TIMEOUT takes a number of seconds above 0 and at most 86400 (a day), not 'never'"
      ) == true, "\(captured)")
  }

  func testAProfileOfTheEnvironmentApplies() async throws {
    let folder = try writeFeatures([
      "bridge.feature": Self.feature, "Package.swift": "",
      "acceptance.json": #"{"passing": {"name": "^Pass", "strict": false}}"#,
    ])
    var steps = StepRegistry<Int>()
    steps.given("a number {int}") { (_, _: Int) in }
    let runner = XCTFeatureRunner(
      steps: steps, environment: ["ACCEPTANCE_PROFILE": "passing"],
      filePath: folder.path("Tests/FeatureTests.swift")
    ) { 0 }
    capturing = true
    let summary = await runner.run("bridge.feature", in: self)
    capturing = false
    XCTAssertEqual(summary.scenarios, [.passed: 1])
    XCTAssertTrue(captured.isEmpty)
  }

  /// A strict run that would run nothing fails at the call, as on the command line.
  func testFiltersThatSelectNoScenarioFailAtTheCallWhenStrict() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    var options = RunOptions()
    options.strict = true
    capturing = true
    let line = #line + 1
    let summary = await Self.runner(options: options).run(
      folder.path("bridge.feature") + ":2", in: self)
    capturing = false
    XCTAssertEqual(summary.scenarioCount, 0)
    XCTAssertFalse(summary.passed)
    XCTAssertEqual(
      captured.map(\.description),
      ["the filters select none of the 2 scenarios in the given files"])
    XCTAssertEqual(captured.map(\.line), [line])
  }

  func testFiltersThatSelectNoScenarioRecordNothingWhenLenient() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    var options = RunOptions()
    options.strict = false
    capturing = true
    let summary = await Self.runner(options: options).run(
      folder.path("bridge.feature") + ":2", in: self)
    capturing = false
    XCTAssertTrue(captured.isEmpty)
    XCTAssertTrue(summary.passed)
  }

  func testFailuresAndExtraReportersForCustomRecording() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    let junit = TextOutput.memory()
    let (summary, failures) = await Self.runner(environment: ["ACCEPTANCE_NAME": "Fail"]).run(
      [folder.path], reporters: [JUnitReporter(output: junit)])
    XCTAssertEqual(summary.scenarioCount, 1)
    XCTAssertEqual(failures.map(\.status), [.failed, .undefined])
    XCTAssertEqual(failures.map(\.scenario), ["Bridge › Failing", "Bridge › Failing"])
    XCTAssertTrue(junit.text.contains("<testcase name=\"Failing\""))
  }

  func testAFailureHasTheLogsAndLinksItsStepAttached() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    var steps = StepRegistry<Int>()
    steps.given("a number {int}") { (_, number: Int) in
      StepReport.log("saw \(number)")
      try verify(number == 1, "\(number) is not 1")
    }
    steps.afterStep { _, scenario, step in
      if step.result?.status == .failed { scenario.link("https://example.com/\(step.line)") }
    }
    let (_, failures) = await XCTFeatureRunner(steps: steps, environment: [:]) { 0 }.run(
      [folder.path], reporters: [])
    XCTAssertEqual(failures.map(\.line), [7, 8])
    // The checks below read the failures by place: without two, the assertion above says so.
    guard failures.count == 2 else { return }
    XCTAssertTrue(
      failures[0].message.hasSuffix("\n  attached:\n    saw 2\n    https://example.com/7"),
      failures[0].message)
    XCTAssertFalse(failures[1].message.contains("attached:"), "the undefined step attached nothing")
  }

  func testAttachmentsAreCollectedNamedAfterTheirStep() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    var steps = StepRegistry<Int>()
    steps.given("a number {int}") { (_, number: Int) in
      StepReport.attach([0x89, UInt8(number)], mediaType: "image/png", fileName: "n.png")
    }
    steps.after(name: "clean up") { _, scenario in scenario.log("done \(scenario.name)") }
    let attachments = XCTAttachmentReporter()
    _ = await XCTFeatureRunner(steps: steps, environment: [:]) { 0 }.run(
      [folder.path], reporters: [attachments])
    XCTAssertEqual(
      attachments.attachments.map(\.name),
      [
        "Given a number 1 - n.png", "Hook clean up.txt", "Given a number 2 - n.png",
        "Hook clean up.txt",
      ])
    XCTAssertEqual(attachments.attachments.first?.attachment.bytes, [0x89, 1])
    XCTAssertEqual(attachments.attachments.last?.attachment.body, "done Failing")
  }

  func testAFileThatDoesNotParseIsRecordedAtTheLineOfTheError() async throws {
    let folder = try writeFeatures([
      "bad.feature": "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n"
    ])
    capturing = true
    await Self.runner().run(folder.path, in: self)
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.file, folder.path("bad.feature"))
    XCTAssertEqual(captured.first?.line, 5)
    XCTAssertTrue(captured.first?.description.contains("bad.feature") == true)
  }

  func testAProblemOfNoFileInParticularIsRecordedAtTheCall() async throws {
    let folder = try writeFeatures(["bridge.feature": Self.feature])
    capturing = true
    let line = #line + 1
    await Self.runner().run(folder.path("missing.feature"), in: self)
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.file, #filePath)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertTrue(captured.first?.description.contains("missing.feature") == true)
  }

  func testRelativePathsAreFromThePackageRoot() async throws {
    let runner = Self.runner()
    let (summary, failures) = await runner.run(
      ["Tests/AcceptanceXCTestTests/missing"], reporters: [])
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      summary.problems.first?.message.contains(
        FeaturePath.packageRoot(containing: #filePath).path + "/Tests/AcceptanceXCTestTests/missing"
      )
        == true, "\(summary.problems)")
  }
}

/// A flag that steps raise, read after the run.
private final class Flag: Sendable {
  private let raised = Mutex(false)
  var isRaised: Bool { raised.withLock { $0 } }
  func raise() { raised.withLock { $0 = true } }
}
