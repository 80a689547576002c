import Foundation
import Gherkin
import Synchronization

/// An open report file. A regular file (or a new one) is written to a temporary file beside it and
/// renamed into place by ``commit()``, so that an earlier report stays whole until the run has a new
/// one. A path that is not a regular file (`/dev/stdout`, a device, a FIFO, a symlink to one) is
/// written in place, in order, and never replaced. A symlink to a regular file is followed: its
/// target gets the report and the link stays.
final class ReportFile: Sendable {
  /// The path as given.
  let path: String
  /// The descriptor written to: the temporary file, or the path itself when written in place.
  let descriptor: Int32
  /// The temporary file renamed over ``target`` by ``commit()``; `nil` when written in place.
  private let temporary: String?
  /// Where the report ends up (the path, its symlinks resolved).
  private let target: String
  private let isOpen = Mutex(true)

  /// Opens `path` for a report.
  /// - Throws: ``ReportFileError`` naming the path when it is a folder or cannot be written.
  init(path: String) throws(ReportFileError) {
    self.path = path
    var status = stat()
    if stat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR { throw ReportFileError(path: path, reason: EISDIR) }
      if status.st_mode & S_IFMT != S_IFREG {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReportFileError(path: path, reason: errno) }
        self.descriptor = descriptor
        target = path
        temporary = nil
        return
      }
    }
    target = Self.resolved(path)
    let temporary = Self.temporaryPath(beside: target)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw ReportFileError(path: path, reason: errno) }
    self.descriptor = descriptor
    self.temporary = temporary
  }

  /// Whether the report goes where standard output goes (`/dev/stdout`, or the same file).
  var isStandardOutput: Bool {
    var mine = stat()
    var standard = stat()
    guard fstat(descriptor, &mine) == 0, fstat(STDOUT_FILENO, &standard) == 0 else { return false }
    return temporary == nil && mine.st_dev == standard.st_dev && mine.st_ino == standard.st_ino
  }

  /// Closes the file and, when it was written beside its path, renames it into place.
  /// - Returns: why the report could not be put in place, `nil` when it is.
  func commit() -> DescriptorWriter.Failure? {
    guard close() else { return nil }
    guard let temporary else { return nil }
    guard rename(temporary, target) == 0 else {
      let failure = DescriptorWriter.Failure(code: errno)
      unlink(temporary)
      return failure
    }
    return nil
  }

  /// Closes the file and removes the temporary one, leaving the path as it was.
  func discard() {
    guard close() else { return }
    if let temporary { unlink(temporary) }
  }

  /// Closes the descriptor once; `false` when it was already closed.
  private func close() -> Bool {
    let wasOpen = isOpen.withLock { isOpen in
      defer { isOpen = false }
      return isOpen
    }
    if wasOpen { _ = Foundation.close(descriptor) }
    return wasOpen
  }

  /// `path` with its symlinks resolved when it exists, else as given.
  private static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  private static let counter = Atomic(0)

  /// A new name in the folder of `path`: `.NAME.PID-N.tmp`.
  private static func temporaryPath(beside path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let number = counter.add(1, ordering: .relaxed).newValue
    let name = ".\(url.lastPathComponent).\(getpid())-\(number).tmp"
    return url.deletingLastPathComponent().appendingPathComponent(name).path
  }
}

/// A report file that cannot be created or written.
package struct ReportFileError: Error, Equatable, CustomStringConvertible {
  /// The path as given.
  package let path: String
  /// Why, in words ("No such file or directory").
  package let reason: String

  /// An error for `path` with the text of the error number `reason`.
  init(path: String, reason code: Int32) {
    self.path = path
    reason = DescriptorWriter.Failure(code: code).reason
  }

  package var description: String {
    "cannot write the report file '\(path)': \(reason)"
  }
}
