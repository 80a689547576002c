import Foundation
import Synchronization

/// Writes bytes to an open file descriptor without ever trapping: interrupted and partial writes are
/// retried, and a failure (a full disk, a closed pipe, a bad descriptor) is returned as its error
/// instead of stopping the process, so that a run can finish its other reports and say what failed.
package struct DescriptorWriter: Sendable {
  /// A failed write: the error number and its text.
  package struct Failure: Error, Sendable, Equatable {
    /// The `errno` of the failed write.
    package let code: Int32

    /// The failure of error number `code`.
    package init(code: Int32) { self.code = code }

    /// "No space left on device".
    package var reason: String { String(cString: strerror(code)) }
  }

  /// The descriptor written to.
  package let descriptor: Int32

  /// A writer to `descriptor`, which stays owned by the caller.
  package init(descriptor: Int32) { self.descriptor = descriptor }

  /// Standard output.
  package static let standardOutput = DescriptorWriter(descriptor: STDOUT_FILENO)

  /// Standard error.
  package static let standardError = DescriptorWriter(descriptor: STDERR_FILENO)

  /// The standard descriptors (0, 1, 2) that were closed when the process started.
  private static let closedAtStart = Mutex<Set<Int32>>([])

  /// Holds each closed standard descriptor (0, 1, 2) with `/dev/null`, so that no file opened later
  /// (a report) takes its number and receives the console's text; writing to it then fails as
  /// closed. A command line calls this first.
  package static func reserveStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      guard null >= 0 else { continue }
      if null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
      closedAtStart.withLock { _ = $0.insert(descriptor) }
    }
  }

  /// Writes every byte of `bytes`, or returns why it could not.
  package func write(_ bytes: UnsafeRawBufferPointer) -> Failure? {
    if descriptor <= STDERR_FILENO, Self.closedAtStart.withLock({ $0.contains(descriptor) }) {
      return Failure(code: EBADF)
    }
    var remaining = bytes
    while !remaining.isEmpty {
      let written = Foundation.write(descriptor, remaining.baseAddress, remaining.count)
      if written < 0 {
        if errno == EINTR { continue }
        return Failure(code: errno)
      }
      if written == 0 { return Failure(code: EIO) }
      remaining = UnsafeRawBufferPointer(rebasing: remaining[written...])
    }
    return nil
  }

  /// Writes `text` as UTF-8, or returns why it could not.
  package func write(_ text: String) -> Failure? {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}
