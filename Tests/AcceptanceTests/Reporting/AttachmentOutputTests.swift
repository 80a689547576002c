import Acceptance
import AcceptanceCommandLine
import Foundation
import Testing

/// What steps and hooks attach, as the console formats and the JUnit report show it.
@Suite("Attachments in text reports")
struct AttachmentOutputTests {
  static let feature = """
    Feature: Evidence

      Scenario: Receipt
        Given the receipt is shown
        Then the total is 3
        And nothing is attached
    """

  /// Steps that attach a log, a link, an image and JSON, a failing step, an after-step hook that
  /// logs after the step that failed, and an after hook that logs.
  static var steps: StepRegistry<LogWorld> { registry().steps }

  /// ``steps`` and the line of each registration, in order.
  static func registry() -> (steps: StepRegistry<LogWorld>, lines: [Int]) {
    var steps = StepRegistry<LogWorld>()
    var lines = [#line + 1]
    steps.given("the receipt is shown") { _ in
      StepReport.log("receipt 42\nprinted")
      StepReport.link("https://example.com/receipts/42")
      StepReport.attach([0x89, 0x50, 0x4E, 0x47], mediaType: "image/png", fileName: "receipt.png")
      StepReport.attach(#"{"total": 3}"#, mediaType: "application/json")
    }
    lines.append(#line + 1)
    steps.then("the total is {int}") { (_, total: Int) in
      throw StepFailure("the total is 2, not \(total)")
    }
    lines.append(#line + 1)
    steps.then("nothing is attached") { _ in }
    steps.afterStep { _, scenario, step in
      if step.result?.status == .failed { scenario.log("the till held 2") }
    }
    lines.append(#line + 1)
    steps.after(name: "evidence") { _, scenario in scenario.log("closing \(scenario.name)") }
    return (steps, lines)
  }

  /// The output of `swift run acceptance` with `arguments`, without colour.
  private func run(_ arguments: [String]) async throws -> String {
    let fixture = try RunnerFixture(["evidence.feature": Self.feature])
    let output = TextOutput.memory()
    _ = await RunCommand.main(
      arguments: ["--no-color"] + arguments + [fixture.folder.path], steps: Self.steps,
      environment: [:], output: output, errors: .memory()
    ) { LogWorld() }
    return output.text
  }

  @Test func prettyShowsLogsAndLinksUnderTheirStepAndCountsTheOthers() async throws {
    let fixture = try RunnerFixture(["evidence.feature": Self.feature])
    let (steps, lines) = Self.registry()
    let outcome = await fixture.run(steps)
    let file = "Tests/AcceptanceTests/Reporting/AttachmentOutputTests.swift"
    let path = fixture.path("evidence.feature")
    #expect(
      outcome.outputWithoutWallTime == """
        Feature: Evidence

          Scenario: Receipt  # \(path):3
            ✔ Given the receipt is shown  # \(file):\(lines[0])
                receipt 42
                printed
                https://example.com/receipts/42
                2 attachments: receipt.png (image/png), application/json
            ✘ Then the total is 3  # \(file):\(lines[1])
                the till held 2
                the total is 2, not 3
                  at \(path):5  Then the total is 3
                  code: \(#filePath):\(lines[1])
            ↷ And nothing is attached  # \(file):\(lines[2])
            ✔ Hook evidence  # \(file):\(lines[3])
                closing Receipt

        1 scenario (1 failed)
        3 steps (1 failed, 1 skipped, 1 passed)

        """)
  }

  @Test func progressShowsTheLogsOfAFailedStepWithItsFailure() async throws {
    let output = try await run(["--format", "progress"])
    #expect(output.hasPrefix(".F-"))
    #expect(output.contains("the total is 2, not 3"))
    #expect(output.contains("the till held 2"))
    #expect(!output.contains("receipt 42"), "a passing step's attachments are not shown")
  }

  @Test func junitSystemOutHasWhatEachStepAttached() async throws {
    let fixture = try RunnerFixture(["evidence.feature": Self.feature])
    let junit = TextOutput.memory()
    var options = RunOptions()
    options.paths = [FeaturePath(path: fixture.folder.path)]
    let runner = Runner(
      steps: Self.steps, options: options, reporters: [JUnitReporter(output: junit)]
    ) { LogWorld() }
    _ = await runner.run()
    let root = try XMLTree.parse(junit.text)
    let testCase = try #require(root.first("testsuite")?.first("testcase"))
    let systemOut = testCase.first("system-out")?.text ?? ""
    let lines: [String] = systemOut.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "Given the receipt is shown..................................passed",
        "  receipt 42",
        "  printed",
        "  https://example.com/receipts/42",
        "  2 attachments: receipt.png (image/png), application/json",
        "Then the total is 3.........................................failed",
        "  the till held 2",
        "And nothing is attached.....................................skipped",
        "Hook evidence",
        "  closing Receipt",
      ])
  }
}
