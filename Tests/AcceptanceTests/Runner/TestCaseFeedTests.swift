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
      // Files of three test cases each.
      for first in stride(from: 0, to: 51, by: 3) {
        feed.send(Array(first..<first + 3))
        sent.withLock { $0 = first + 3 }
      }
      feed.finish()
    }
    planner.start()
    var taken: [Int] = []
    while let item = await feed.next() {
      #expect(item.index == item.testCase)
      // The planner is never more than the capacity, plus the file it is sending, ahead.
      #expect(sent.withLock { $0 } <= item.index + 1 + 2 + 3)
      taken.append(item.testCase)
      if item.index % 7 == 0 { try? await Task.sleep(for: .milliseconds(1)) }
    }
    #expect(taken == Array(0..<51))
  }

  @Test func workersWaitingForThePlannerAreServedInTurn() async {
    let feed = TestCaseFeed<Int>(capacity: 1)
    await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<3 {
        group.addTask {
          var taken: [Int] = []
          while let item = await feed.next() {
            #expect(item.testCase == item.index)
            taken.append(item.index)
          }
          return taken
        }
      }
      let planner = Thread {
        // Files of two: one file serves two waiting workers.
        for first in stride(from: 0, to: 30, by: 2) { feed.send([first, first + 1]) }
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

  /// How many test cases were freed.
  final class FreedCount: Sendable {
    let count = Mutex(0)
  }

  /// A test case that counts itself freed.
  final class Tracked: Sendable {
    let freed: FreedCount
    init(_ freed: FreedCount) { self.freed = freed }
    deinit { freed.count.withLock { $0 += 1 } }
  }

  /// The planning thread, done planning, frees the test cases that ran once the run stops the
  /// feed: until then the feed holds them, and the run's end does not pay for them.
  @Test func thePlannerFreesTheTestCasesAfterTheStop() async {
    let freed = FreedCount()
    let feed = TestCaseFeed<Tracked>(capacity: 8)
    let sent = Mutex(false)
    let done = Mutex(false)
    let planner = Thread {
      feed.send((0..<3).map { _ in Tracked(freed) })
      feed.finish()
      sent.withLock { $0 = true }
      feed.forgetAfterStop()
      done.withLock { $0 = true }
    }
    planner.start()
    // Taken once they wait in the feed (one sent to a waiting worker would not be held).
    let deadline = ContinuousClock.now + .seconds(5)
    while !sent.withLock({ $0 }), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    var taken = 0
    while await feed.next() != nil { taken += 1 }
    #expect(taken == 3)
    #expect(freed.count.withLock { $0 } == 0)
    feed.stop()
    while !done.withLock({ $0 }), ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(freed.count.withLock { $0 } == 3)
  }

  @Test func afterAStopNothingIsHandedOutAndThePlannerIsNotHeld() async {
    let feed = TestCaseFeed<Int>(capacity: 1)
    let done = Mutex(false)
    let planner = Thread {
      for value in 0..<10 { feed.send([value]) }
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
