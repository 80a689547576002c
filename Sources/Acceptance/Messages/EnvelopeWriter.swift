import Foundation
import Gherkin
import Synchronization

/// Writes a message report on a serial queue of its own, so that the run goes on meanwhile: the
/// blocks of bytes that the reporter fills, and the encoding of the run's plan (its documents,
/// pickles and test cases), in the order they are handed over.
final class EnvelopeWriter: Sendable {
  /// Where the report goes.
  let output: TextOutput
  private let queue = DispatchQueue(label: "swift-acceptance.messages")
  /// Written blocks, kept to be filled again.
  private let spares = Mutex<[HandedOver]>([])
  /// The most blocks kept for reuse.
  private static let spareLimit = 4

  /// A writer to `output`.
  init(output: TextOutput) { self.output = output }

  /// Writes `block` after what was handed over before it, then keeps it for reuse.
  func write(_ block: ByteBuffer) {
    let block = HandedOver(buffer: block)
    queue.async { [self] in
      output.write(bytes: UnsafeRawBufferPointer(block.buffer.buffer))
      block.buffer.removeAll()
      spares.withLock { if $0.count < Self.spareLimit { $0.append(block) } }
    }
  }

  /// A written block, or a new one of `capacity` bytes.
  func spare(capacity: Int) -> ByteBuffer {
    spares.withLock { $0.popLast()?.buffer } ?? ByteBuffer(capacity: capacity)
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

/// A filled buffer handed whole from the thread that filled it to the writer's queue, which
/// alone uses it from then on, and then keeps it as a spare until it hands it back empty.
private struct HandedOver: @unchecked Sendable {
  let buffer: ByteBuffer
}
