import Foundation
import Synchronization
import Testing

@testable import Acceptance

@Suite("Test case feed")
struct TestCaseFeedTests {
  @Test func aPlannedListIsHandedOutInOrderThenEnds() async {
    let feed = TestCaseFeed(["a", "b", "c"])
    var taken: [String] = []
    while let item = await feed.next() {
      #expect(item.index == taken.count)
      taken.append(item.testCase)
    }
    #expect(taken == ["a", "b", "c"])
    #expect(await feed.next() == nil)
  }

  @Test func aPlanningThreadWaitsForRoomSoThatFewTestCasesAreHeld() async {
    let feed = TestCaseFeed<Int>(capacity: 2)
    let sent = Mutex(0)
    let planner = Thread {
      for value in 0..<50 {
        feed.send(value)
        sent.withLock { $0 = value + 1 }
      }
      feed.finish()
    }
    planner.start()
    var taken: [Int] = []
    while let item = await feed.next() {
      #expect(item.index == item.testCase)
      // The planner is never more than the capacity, plus the one it is sending, ahead.
      #expect(sent.withLock { $0 } <= item.index + 1 + 2 + 1)
      taken.append(item.testCase)
      if item.index % 7 == 0 { try? await Task.sleep(for: .milliseconds(1)) }
    }
    #expect(taken == Array(0..<50))
  }

  @Test func workersWaitingForThePlannerAreServedInTurn() async {
    let feed = TestCaseFeed<Int>(capacity: 1)
    await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<3 {
        group.addTask {
          var taken: [Int] = []
          while let item = await feed.next() { taken.append(item.index) }
          return taken
        }
      }
      let planner = Thread {
        for value in 0..<30 { feed.send(value) }
        feed.finish()
      }
      planner.start()
      var all: [Int] = []
      for await taken in group {
        #expect(taken == taken.sorted())
        all += taken
      }
      #expect(all.sorted() == Array(0..<30))
    }
  }

  @Test func afterAStopNothingIsHandedOutAndThePlannerIsNotHeld() async {
    let feed = TestCaseFeed<Int>(capacity: 1)
    let done = Mutex(false)
    let planner = Thread {
      for value in 0..<10 { feed.send(value) }
      done.withLock { $0 = true }
    }
    planner.start()
    #expect(await feed.next()?.testCase == 0)
    feed.stop()
    #expect(await feed.next() == nil)
    // A held planner would never finish: it fails here after a while instead of hanging the run.
    let deadline = ContinuousClock.now + .seconds(5)
    while !done.withLock({ $0 }), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(done.withLock { $0 })
  }
}
