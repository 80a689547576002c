import Foundation
import Synchronization

/// Writes a message report on a serial queue of its own, so that the run goes on meanwhile: the
/// blocks of bytes that the reporter fills, and the encoding of the run's plan (its documents,
/// pickles and test cases), in the order they are handed over.
final class EnvelopeWriter: Sendable {
  /// Where the report goes.
  let output: TextOutput
  private let queue = DispatchQueue(label: "swift-acceptance.messages")
  /// Written blocks, kept to be filled again.
  private let spares = Mutex<[ByteBlock]>([])
  /// The most blocks kept for reuse.
  private static let spareLimit = 4

  /// A writer to `output`.
  init(output: TextOutput) { self.output = output }

  /// Writes `block` after what was handed over before it, then keeps it for reuse.
  func write(_ block: ByteBlock) {
    queue.async { [self] in
      output.write(bytes: block.bytes)
      block.count = 0
      spares.withLock { if $0.count < Self.spareLimit { $0.append(block) } }
    }
  }

  /// A written block, or a new one of `capacity` bytes.
  func spare(capacity: Int) -> ByteBlock {
    spares.withLock { $0.popLast() } ?? ByteBlock(capacity: capacity)
  }

  /// Runs `body` after what was handed over before it, with a buffer that writes to the output
  /// directly, and writes what it left in the buffer.
  func encode(_ body: @escaping @Sendable (EnvelopeBuffer) -> Void) {
    queue.async { [output] in
      let buffer = EnvelopeBuffer(output: output)
      body(buffer)
      buffer.flush()
    }
  }

  /// Returns when everything handed over so far is written.
  func written() async {
    await withCheckedContinuation { continuation in
      queue.async { continuation.resume() }
    }
  }
}

/// A block of bytes, filled by one thread and then handed whole to another.
final class ByteBlock: @unchecked Sendable {
  /// The storage.
  private(set) var pointer: UnsafeMutablePointer<UInt8>
  /// The bytes the storage holds.
  private(set) var capacity: Int
  /// The bytes filled.
  var count = 0

  /// An empty block of `capacity` bytes.
  init(capacity: Int) {
    self.capacity = capacity
    pointer = .allocate(capacity: capacity)
  }

  deinit { pointer.deallocate() }

  /// The filled bytes.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: pointer, count: count) }

  /// Makes room for at least `needed` bytes, keeping the filled ones.
  func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newPointer.update(from: pointer, count: count)
    pointer.deallocate()
    pointer = newPointer
    capacity = newCapacity
  }
}
