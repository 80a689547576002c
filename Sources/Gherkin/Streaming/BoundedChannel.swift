import Foundation

/// A fixed-capacity, thread-safe FIFO between one producer thread and one consumer.
///
/// `send` blocks while the channel is full, so a fast producer never holds more than `capacity`
/// items in memory; `receive` blocks until an item or the end arrives.
///
/// It waits on an `NSCondition` (a POSIX mutex and condition variable), which ThreadSanitizer
/// understands, so that `swift test --sanitize=thread` reports no false race on its buffer.
package final class BoundedChannel<Element: Sendable>: @unchecked Sendable {
  // Every access to `buffer` holds `condition`'s lock; that is what makes the class Sendable.
  private let condition = NSCondition()
  private var buffer: [Element?] = []
  private let capacity: Int

  /// Creates a channel that holds at most `capacity` elements (at least one).
  package init(capacity: Int) {
    self.capacity = max(capacity, 1)
  }

  /// Queues `element`, waiting for room.
  package func send(_ element: Element) { put(element) }

  /// Marks the end of the stream.
  package func finish() { put(nil) }

  /// The next element, or nil after ``finish()``.
  package func receive() -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while buffer.isEmpty { condition.wait() }
    let element = buffer.removeFirst()
    condition.broadcast()
    return element
  }

  private func put(_ element: Element?) {
    condition.lock()
    defer { condition.unlock() }
    while buffer.count >= capacity { condition.wait() }
    buffer.append(element)
    condition.broadcast()
  }
}
