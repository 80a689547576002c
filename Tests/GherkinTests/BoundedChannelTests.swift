import Foundation
import Gherkin
import Synchronization
import Testing

@Suite("Bounded channel")
struct BoundedChannelTests {
  @Test func deliversEveryElementInOrderThenTheEnd() {
    let channel = BoundedChannel<Int>(capacity: 3)
    let producer = Thread {
      for value in 0..<500 { channel.send(value) }
      channel.finish()
    }
    producer.start()
    var received: [Int] = []
    while let value = channel.receive() { received.append(value) }
    #expect(received == Array(0..<500))
  }

  @Test func producerNeverGetsMoreThanCapacityAhead() {
    let capacity = 2
    let channel = BoundedChannel<Int>(capacity: capacity)
    let sent = Atomic(0)
    let producer = Thread {
      for value in 0..<300 {
        channel.send(value)
        sent.add(1, ordering: .sequentiallyConsistent)
      }
      channel.finish()
    }
    producer.start()
    var received = 0
    var mostAhead = 0
    while channel.receive() != nil {
      received += 1
      mostAhead = max(mostAhead, sent.load(ordering: .sequentiallyConsistent) - received)
    }
    #expect(received == 300)
    #expect(mostAhead <= capacity)
  }
}
