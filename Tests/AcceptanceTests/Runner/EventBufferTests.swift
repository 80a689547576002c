import Testing

@testable import Acceptance

@Suite("A parallel worker's event buffer")
struct EventBufferTests {
  /// A run's end with `seed`, to tell events apart.
  static func event(_ seed: UInt64) -> RunEvent {
    .runFinished(RunSummary(problems: [], warnings: [], seed: seed))
  }

  static func seeds(_ events: [RunEvent]) -> [UInt64?] {
    events.map { event in
      guard case .runFinished(let summary) = event else { return nil }
      return summary.seed
    }
  }

  @Test func keepsEveryEventSentEitherWayInOrderUntilDrained() async {
    let buffer = EventBuffer()
    let reporters = RunReporters(collectingInto: buffer)
    #expect(!reporters.isEmpty)
    await reporters.send(Self.event(1))
    await reporters.send(handingOver: Self.event(2))
    await reporters.send(Self.event(3))
    #expect(Self.seeds(buffer.drain()) == [1, 2, 3])
    #expect(buffer.drain().isEmpty)
    await reporters.send(handingOver: Self.event(4))
    #expect(Self.seeds(buffer.drain()) == [4])
  }
}
