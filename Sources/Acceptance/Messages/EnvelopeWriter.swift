import Foundation
import Gherkin

/// Builds and writes a message report on a serial queue of its own, so that the run goes on
/// meanwhile: what is handed over is encoded into one buffer, in order, which writes to the output
/// in large blocks.
///
/// Sendable because its buffer is used on the queue alone.
final class EnvelopeWriter: @unchecked Sendable {
  private let queue = DispatchQueue(label: "swift-acceptance.messages")
  /// The envelopes gathered on the queue.
  private let buffer: EnvelopeBuffer

  /// A writer to `output`.
  init(output: TextOutput) { buffer = EnvelopeBuffer(output: output) }

  /// Runs `body` on the queue, after what was handed over before it, with the report's buffer.
  func encode(_ body: @escaping @Sendable (EnvelopeBuffer) -> Void) {
    queue.async { [self] in body(buffer) }
  }

  /// Returns when everything handed over so far is written.
  func written() async {
    await withCheckedContinuation { continuation in
      queue.async { [self] in
        buffer.flush()
        continuation.resume()
      }
    }
  }
}
