import Acceptance
import AcceptanceTesting
import Synchronization
import Testing

/// The Swift Testing bridge records what steps and hooks attach as attachments of the test.
@Suite("Swift Testing bridge: attachments")
struct FeatureSuiteAttachmentTests {
  static let feature = """
    Feature: Evidence

      Scenario: Receipt
        Given the receipt is shown
        Then the total is 3
        And the receipt is filed under paid/2026
    """

  @Test func attachmentsAreRecordedNamedAfterTheirStepAtItsFeatureLine() async throws {
    let fixture = try RunnerFixture(["evidence.feature": Self.feature])
    let steps = StepRegistry<LogWorld> { steps in
      steps.given("the receipt is shown") { _ in
        StepReport.log("receipt 42")
        StepReport.attach([0x89, 0x50], mediaType: "image/png", fileName: "receipt.png")
      }
      steps.then("the total is {int}") { (_, _: Int) in }
      steps.then("the receipt is filed under {word}") { (_, folder: String) in
        StepReport.attach([0x25], mediaType: "application/pdf", fileName: "\(folder)/receipt.pdf")
      }
      steps.afterStep { _, scenario, step in
        if step.line == 5 { scenario.attach(#"{"total": 3}"#, mediaType: "application/json") }
      }
      steps.after(name: "evidence") { _, scenario in scenario.link("https://example.com/42") }
    }
    let suite = FeatureSuite(steps: steps, paths: [fixture.folder.path], environment: [:]) {
      LogWorld()
    }
    let recorded = Mutex<[AttachmentRecorder.Recorded]>([])
    let collect: @Sendable (AttachmentRecorder.Recorded) -> Void = { one in
      recorded.withLock { $0.append(one) }
    }
    await AttachmentRecorder.$destination.withValue(collect) {
      await suite.run(suite.scenarios[0])
    }
    let attachments = recorded.withLock { $0 }
    #expect(
      attachments.map(\.name) == [
        "Given the receipt is shown.txt", "Given the receipt is shown - receipt.png",
        "Then the total is 3.json",
        // A `/` in the step or the file name would make a folder of a saved attachment.
        "And the receipt is filed under paid∕2026 - paid∕2026∕receipt.pdf", "Hook evidence.uri",
      ])
    #expect(
      attachments.map { String(decoding: $0.bytes, as: UTF8.self) }.first == "receipt 42")
    #expect(attachments.dropFirst().first?.bytes == [0x89, 0x50])
    #expect(attachments.map(\.sourceLocation.line) == [4, 4, 5, 6, 3])
    #expect(attachments.first?.sourceLocation.fileID.hasSuffix("evidence.feature") == true)
  }
}
