import Foundation
import Synchronization

/// Where a report writes its text: standard output, a file, or memory (for tests).
public final class TextOutput: Sendable {
  private enum Destination {
    case handle(FileHandle)
    case memory
  }

  private let destination: Destination
  private let captured = Mutex("")

  private init(_ destination: Destination) { self.destination = destination }

  /// Standard output.
  public static var standardOutput: TextOutput { TextOutput(.handle(.standardOutput)) }

  /// Standard error.
  public static var standardError: TextOutput { TextOutput(.handle(.standardError)) }

  /// A buffer in memory; ``text`` holds what was written.
  public static func memory() -> TextOutput { TextOutput(.memory) }

  /// A file, created or truncated now, so that a path that cannot be written fails before the run.
  /// - Throws: ``ReportFileError`` naming the path.
  public static func file(_ path: String) throws(ReportFileError) -> TextOutput {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw ReportFileError(path: path)
    }
    return TextOutput(.handle(handle))
  }

  /// Writes `text` as it is.
  public func write(_ text: String) {
    switch destination {
    case .handle(let handle): handle.write(Data(text.utf8))
    case .memory: captured.withLock { $0 += text }
    }
  }

  /// What was written to a memory output.
  public var text: String { captured.withLock { $0 } }
}

/// A report file that cannot be created or written.
public struct ReportFileError: Error, Equatable, CustomStringConvertible {
  /// The path as given.
  public let path: String

  public var description: String {
    "cannot write the report file '\(path)': check that its folder exists and is writable"
  }
}
