import Acceptance
import Synchronization
import Testing

/// Records each event with the way it came: through `handle` or through `report`.
private final class WayRecorder: SynchronousRunReporter {
  private let recorded = Mutex<[(way: String, event: RunEvent)]>([])
  var ways: [String] { recorded.withLock { $0.map(\.way) } }
  var events: [RunEvent] { recorded.withLock { $0.map(\.event) } }

  func handle(_ event: RunEvent) { recorded.withLock { $0.append(("handle", event)) } }

  func report(_ event: RunEvent) async { recorded.withLock { $0.append(("report", event)) } }
}

@Suite("Synchronous reporters")
struct SynchronousReporterTests {
  @Test(arguments: [1, 2])
  func aSynchronousReporterHandlesEveryEventButTheEndOfTheRunWhichItReports(parallel: Int)
    async throws
  {
    let synchronous = WayRecorder()
    let suspending = EventCollector()
    _ = try await PlanningAsItGoesTests.run(
      reporters: [synchronous, suspending], parallel: parallel)
    let ways = synchronous.ways
    #expect(ways.count > 10)
    #expect(ways.dropLast().allSatisfy { $0 == "handle" })
    #expect(ways.last == "report")
    // Both kinds receive the same events in the same order.
    #expect(
      PlanningAsItGoesTests.outline(synchronous.events)
        == PlanningAsItGoesTests.outline(suspending.events))
    #expect(synchronous.events.count == suspending.events.count)
  }
}
