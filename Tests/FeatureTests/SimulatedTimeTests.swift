import AppSteps
import Testing

@Suite("Simulated time in the summary")
struct SimulatedTimeTests {
  @Test func noteAddsUpTheScenariosVirtualTime() {
    let tally = SimulatedTime()
    #expect(tally.note == "0.000s simulated time (virtual clock, 0 scenarios)")
    tally.add(.milliseconds(800))
    #expect(tally.note == "0.800s simulated time (virtual clock, 1 scenario)")
    tally.add(.milliseconds(82_600))
    #expect(tally.note == "1m 23.400s simulated time (virtual clock, 2 scenarios)")
  }
}
