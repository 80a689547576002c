import Foundation

/// Checks of raw input before parsing: readable files and valid UTF-8, reported as parse errors.
package enum InputChecks {
  /// The bytes of the file at `path`, or a parse error naming it.
  static func read(path: String) -> Result<[UInt8], ParseErrors> {
    contents(path: path).mapError { unreadable in
      let error = GherkinSyntaxError(
        message: unreadable.message, location: Location(line: 1, column: 1))
      return ParseErrors(errors: [ParseErrors.message(error, uri: path)])
    }
  }

  /// The bytes of the file at `path`, or why they cannot be read.
  package static func contents(path: String) -> Result<[UInt8], UnreadableFile> {
    if let bytes = regularFileBytes(path: path) { return .success(bytes) }
    if let reason = unreadable(path) {
      return .failure(UnreadableFile(path: path, reason: reason))
    }
    return streamBytes(path: path)
  }

  /// The most bytes read from a file that is not a regular one, whose size is not known ahead.
  static var streamLimit: Int { 64 << 20 }

  /// The bytes of a file that is not a regular one, read to its end: a pipe (`<(…)` in a shell),
  /// or a device such as `/dev/null`. It is opened without waiting, so that a named pipe that no
  /// process writes to reads as empty instead of blocking the run; reading stops with an error past
  /// ``streamLimit`` bytes (`/dev/zero` never ends).
  private static func streamBytes(path: String) -> Result<[UInt8], UnreadableFile> {
    func failure(_ reason: String) -> Result<[UInt8], UnreadableFile> {
      .failure(UnreadableFile(path: path, reason: reason))
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return failure("cannot be opened") }
    defer { close(descriptor) }
    // Reads wait for a writer's bytes from here on; with no writer, a pipe is at its end.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { return failure("permission denied or unreadable") }
      if count == 0 { return .success(bytes) }
      guard bytes.count + count <= streamLimit else {
        return failure("is not a regular file, and it gave more than \(streamLimit >> 20) MiB")
      }
      bytes.append(contentsOf: chunk[..<count])
    }
  }

  /// The bytes of the regular file at `path`, read with one `open`, `fstat` and `read`s; nil
  /// when that fails in any way (or the path is not a regular file), for the slower checks to
  /// tell why. It is opened without waiting, so that a named pipe does not block it.
  private static func regularFileBytes(path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while initialized < size {
        let count = Foundation.read(descriptor, base + initialized, size - initialized)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 {
          complete = count == 0
          return
        }
        initialized += count
      }
    }
    // A file that grew while being read is left to the slower path, which reads it whole.
    var extra: UInt8 = 0
    guard complete, Foundation.read(descriptor, &extra, 1) == 0 else { return nil }
    return bytes
  }

  /// Why the file at `path` cannot be read ("no such file", "is a directory", "permission denied
  /// or unreadable"), `nil` when it can.
  ///
  /// The checks of `FileManager.fileExists(atPath:isDirectory:)` and `isReadableFile(atPath:)`,
  /// made with `stat` (which follows symbolic links, as they do) and `access` directly.
  package static func unreadable(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      return isSymbolicLinkLoop(path) ? "a loop of symbolic links" : "no such file"
    }
    if status.st_mode & S_IFMT == S_IFDIR { return "is a directory" }
    return access(path, R_OK) == 0 ? nil : "permission denied or unreadable"
  }

  /// Whether `path` cannot be followed because its symbolic links lead back to themselves.
  package static func isSymbolicLinkLoop(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) != 0 && errno == ELOOP
  }

  /// An error naming the line and column of the first invalid UTF-8 byte, or nil if valid.
  static func invalidUTF8(_ bytes: [UInt8], uri: String) -> ParseError? {
    guard let offset = UTF8Scalars.firstInvalidOffset(bytes) else { return nil }
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let column =
      bytes.withUnsafeBufferPointer { UTF8Scalars.scalarCount($0, from: lineStart, to: offset) }
      + 1
    let byte = String(bytes[offset], radix: 16, uppercase: true)
    let error = GherkinSyntaxError(
      message: "not valid UTF-8: invalid byte 0x\(byte) at offset \(offset)",
      location: Location(line: line, column: column))
    return ParseErrors.message(error, uri: uri)
  }
}

/// A file that cannot be read, and why.
package struct UnreadableFile: Error, Equatable {
  let path: String
  /// "no such file", "is a directory" or "permission denied or unreadable".
  package let reason: String

  /// `cannot read PATH: REASON`.
  var message: String { "cannot read \(path): \(reason)" }
}
