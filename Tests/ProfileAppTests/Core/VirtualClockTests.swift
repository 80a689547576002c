import AuthSimulator
import Testing
import VirtualTime

@Suite("Virtual clock")
struct VirtualClockTests {
  let sut = VirtualClock()

  @Test func aSleeperWakesOnlyWhenTheClockReachesItsDeadline() async throws {
    // Given
    let sleeper = Task { [sut] in try await sut.sleep(for: .seconds(2)) }
    await sut.waitForSleepers(1)
    // When
    sut.advance(by: .seconds(1))
    // Then
    #expect(sut.sleeperCount == 1)
    #expect(sut.nextDeadline == VirtualClock.Instant(offset: .seconds(2)))
    // When
    sut.advance(to: VirtualClock.Instant(offset: .seconds(2)))
    try await sleeper.value
    // Then
    #expect(sut.sleeperCount == 0)
    #expect(sut.wokenCount == 1)
    #expect(sut.elapsed == .seconds(2))
  }

  @Test func timeNeverGoesBackwardsAndPastDeadlinesDoNotWait() async throws {
    // Given
    sut.advance(by: .seconds(5))
    // When
    sut.advance(to: VirtualClock.Instant(offset: .seconds(1)))
    try await sut.sleep(until: VirtualClock.Instant(offset: .seconds(3)))
    // Then
    #expect(sut.now.description == "5.0 seconds")
    #expect(sut.minimumResolution == .zero)
    #expect(sut.now.duration(to: sut.now.advanced(by: .seconds(1))) == .seconds(1))
  }

  @Test func runningUntilNothingPendingWakesEverySleeperInDeadlineOrder() async throws {
    // Given
    let first = Task { [sut] in try await sut.sleep(for: .seconds(3)) }
    let second = Task { [sut] in try await sut.sleep(for: .seconds(1)) }
    await sut.waitForSleepers(2)
    // When
    sut.runUntilNothingPending()
    try await first.value
    try await second.value
    // Then
    #expect(sut.elapsed == .seconds(3))
    #expect(sut.advanceToNextDeadline() == false)
  }

  @Test func cancellingASleeperThrowsAndRemovesIt() async {
    // Given
    let sleeper = Task { [sut] in try await sut.sleep(for: .seconds(1)) }
    await sut.waitForSleepers(1)
    // When
    sleeper.cancel()
    let result = await sleeper.result
    // Then
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(sut.sleeperCount == 0)
  }

  @Test func aCancelledTaskDoesNotSleep() async {
    let sleeper = Task { [sut] in
      withUnsafeCurrentTask { $0?.cancel() }
      try await sut.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test func waitingForSleepersCanBeCancelled() async {
    let waiter = Task { [sut] in await sut.waitForSleepers(5) }
    waiter.cancel()
    await waiter.value
    #expect(sut.sleeperCount == 0)
  }

  @Test func theSleepObserverHearsOfEachSleeper() async throws {
    // Given
    let heard = Counter()
    sut.onSleep { heard.increment() }
    // When
    let sleeper = Task { [sut] in try await sut.sleep(for: .seconds(1)) }
    await sut.waitForSleepers(1)
    sut.advance(by: .seconds(1))
    try await sleeper.value
    // Then
    #expect(heard.value == 1)
  }
}
