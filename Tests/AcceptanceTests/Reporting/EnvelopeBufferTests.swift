import Foundation
import Gherkin
import Testing

@testable import Acceptance

/// The byte building of the message report: numbers, strings and timestamps as JSON writes them, and
/// every envelope reaching the output, in order, however many blocks it takes.
@Suite("Message envelope buffer")
struct EnvelopeBufferTests {
  /// What `body` appends, written to memory.
  static func text(_ body: (EnvelopeBuffer) -> Void) -> String {
    let output = TextOutput.memory()
    let buffer = EnvelopeBuffer(output: output)
    body(buffer)
    buffer.flush()
    return output.text
  }

  @Test(arguments: [
    0, 7, 9, 10, 99, 100, 101, 12_345, 999_999_999, 1_000_000_000, 1_795_560_114, Int.max, -1,
    -100, Int.min,
  ])
  func integersAreTheirDecimalDigits(value: Int) {
    #expect(Self.text { $0.append(integer: value) } == String(value))
  }

  @Test(arguments: ["", "0", "a1b2c3d4-e5f6", "quote \" and \\ back", "tab\tnew\nline", "é ü 🥒"])
  func stringsAreWrittenAsJSONWriterWritesThem(value: String) {
    let writer = JSONWriter()
    writer.string(value)
    let expected = writer.withBytes { String(decoding: $0, as: UTF8.self) }
    #expect(Self.text { $0.append(string: value) } == expected)
  }

  @Test func timestampsReuseTheirSecondsOnlyWhenTheyAreTheSame() {
    let text = Self.text { buffer in
      buffer.append(seconds: 1_795_560_114, nanos: 5)
      buffer.append(seconds: 1_795_560_114, nanos: 999_999_999)
      buffer.append(seconds: 1_795_560_115, nanos: 0)
    }
    #expect(
      text == #"{"seconds":1795560114,"nanos":5}{"seconds":1795560114,"nanos":999999999}"#
        + #"{"seconds":1795560115,"nanos":0}"#)
  }

  @Test(arguments: [
    (1.5, 1, 500_000_000), (1_795_560_114.25, 1_795_560_114, 250_000_000), (7, 7, 0),
    (-1.5, -2, 500_000_000), (-3, -3, 0),
  ])
  func timestampsRoundDownToTheNanosecond(interval: Double, seconds: Int, nanos: Int) {
    let timestamp = Timestamp(Date(timeIntervalSince1970: interval))
    #expect(timestamp.seconds == seconds)
    #expect(abs(timestamp.nanos - nanos) < 1_000)
    #expect((0..<1_000_000_000).contains(timestamp.nanos))
  }

  @Test func envelopesHandedToTheWriterReachTheOutputWholeAndInOrder() async {
    let output = TextOutput.memory()
    let writer = EnvelopeWriter(output: output)
    let count = 40_000
    writer.encode { buffer in
      buffer.append(#"{"first":true}"#)
      buffer.endEnvelope()
    }
    for batch in stride(from: 0, to: count, by: 1_000) {
      writer.encode { buffer in
        for index in batch..<batch + 1_000 {
          buffer.append(#"{"index":"#)
          buffer.append(integer: index)
          buffer.append(#","text":"#)
          buffer.append(string: "envelope \(index) of \"many\"")
          buffer.append("}")
          buffer.endEnvelope()
        }
      }
    }
    await writer.written()
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(output.text.utf8.count > 4 * EnvelopeBuffer.flushSize)
    #expect(lines.count == count + 2)
    #expect(lines.first == #"{"first":true}"#)
    #expect(lines[count] == #"{"index":39999,"text":"envelope 39999 of \"many\""}"#)
    #expect(lines.last == "")
  }

  @Test func anEnvelopeLongerThanABlockIsWrittenWhole() {
    let long = String(repeating: "long text ", count: 120_000)
    let text = Self.text { buffer in
      buffer.append(#"{"text":"#)
      buffer.append(string: long)
      buffer.append("}")
      buffer.endEnvelope()
    }
    #expect(text == #"{"text":""# + long + "\"}\n")
  }

  @Test func envelopesWaitForTheNextWriteAtMostAboutTheFlushInterval() async throws {
    let output = TextOutput.memory()
    let buffer = EnvelopeBuffer(output: output)
    buffer.append("{}")
    buffer.endEnvelope()
    try await Task.sleep(for: EnvelopeBuffer.flushInterval + .milliseconds(50))
    for _ in 1..<EnvelopeBuffer.clockStride {
      buffer.append("{}")
      buffer.endEnvelope()
    }
    #expect(output.text == String(repeating: "{}\n", count: EnvelopeBuffer.clockStride))
  }

  @Test func theEventsOfASlowRunReachTheOutputBeforeItEnds() async throws {
    let (plan, event) = try WholePlanGateTests.plan()
    let output = TextOutput.memory()
    let reporter = MessageReporter(output: output)
    reporter.handle(.runStarted(plan))
    try await Task.sleep(for: EnvelopeBuffer.flushInterval + .milliseconds(50))
    // Fewer events than a batch, but a while after the last were handed over.
    for _ in 0..<EnvelopeBuffer.clockStride { reporter.handle(event) }
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while !output.text.contains("testCaseStarted"), clock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(output.text.contains("testRunStarted"))
    #expect(output.text.contains("testCaseStarted"))
  }
}
