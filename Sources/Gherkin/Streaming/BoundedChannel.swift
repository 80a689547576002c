import Dispatch
import Synchronization

/// A fixed-capacity, thread-safe FIFO between one producer thread and one consumer.
///
/// `send` blocks while the channel is full, so a fast producer never holds more than `capacity`
/// items in memory; `receive` blocks until an item or the end arrives.
public final class BoundedChannel<Element: Sendable>: Sendable {
  private let items = Mutex<[Element?]>([])
  private let freeSlots: DispatchSemaphore
  private let filledSlots = DispatchSemaphore(value: 0)

  /// Creates a channel that holds at most `capacity` elements.
  public init(capacity: Int) {
    freeSlots = DispatchSemaphore(value: capacity)
  }

  /// Queues `element`, waiting for room.
  public func send(_ element: Element) {
    freeSlots.wait()
    items.withLock { $0.append(element) }
    filledSlots.signal()
  }

  /// Marks the end of the stream.
  public func finish() {
    freeSlots.wait()
    items.withLock { $0.append(nil) }
    filledSlots.signal()
  }

  /// The next element, or nil after ``finish()``.
  public func receive() -> Element? {
    filledSlots.wait()
    let element = items.withLock { $0.removeFirst() }
    freeSlots.signal()
    return element
  }
}
