import Foundation
import Gherkin
import Synchronization

/// Where a report writes its text: standard output or error, a report file, or memory (for tests).
///
/// Writing never stops the process: the first failure (a full disk, a closed pipe) is kept, the rest
/// of the text dropped, and `finish()` returns it, so that the run ends, completes its other
/// reports, and says which one could not be written.
public final class TextOutput: Sendable {
  private enum Destination: Sendable {
    case descriptor(DescriptorWriter, name: String)
    case file(ReportFile)
    case memory
  }

  private struct State {
    var captured = ""
    var failure: DescriptorWriter.Failure?
  }

  private let destination: Destination
  private let state = Mutex(State())

  private init(_ destination: Destination) { self.destination = destination }

  /// Standard output.
  public static var standardOutput: TextOutput {
    TextOutput(.descriptor(.standardOutput, name: "standard output"))
  }

  /// Standard error.
  public static var standardError: TextOutput {
    TextOutput(.descriptor(.standardError, name: "standard error"))
  }

  /// A buffer in memory; ``text`` holds what was written.
  public static func memory() -> TextOutput { TextOutput(.memory) }

  /// A report file, opened now so that a path that cannot be written fails before the run. A
  /// regular file is replaced by `finish()` once the report is whole; a device, FIFO or
  /// `/dev/stdout` is written in place.
  /// - Throws: `ReportFileError` naming the path.
  package static func file(_ path: String) throws(ReportFileError) -> TextOutput {
    TextOutput(.file(try ReportFile(path: path)))
  }

  /// Whether the text reaches standard output: standard output itself, or a report file such as
  /// `/dev/stdout`.
  public var isStandardOutput: Bool {
    switch destination {
    case .descriptor(let writer, _): writer.descriptor == STDOUT_FILENO
    case .file(let file): file.isStandardOutput
    case .memory: false
    }
  }

  /// Writes `text` as it is; after a failure, nothing more is written.
  public func write(_ text: String) {
    state.withLock { state in
      guard state.failure == nil else { return }
      switch destination {
      case .descriptor(let writer, _): state.failure = writer.write(text)
      case .file(let file):
        state.failure = DescriptorWriter(descriptor: file.descriptor).write(text)
      case .memory: state.captured += text
      }
    }
  }

  /// Writes UTF-8 `bytes` as they are (whole lines of NDJSON, say); after a failure, nothing more
  /// is written.
  package func write(bytes: UnsafeRawBufferPointer) {
    state.withLock { state in
      guard state.failure == nil else { return }
      switch destination {
      case .descriptor(let writer, _): state.failure = writer.write(bytes)
      case .file(let file):
        state.failure = DescriptorWriter(descriptor: file.descriptor).write(bytes)
      case .memory: state.captured += String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  /// What was written to a memory output.
  public var text: String { state.withLock { $0.captured } }

  /// Ends the output: a report file is closed and put in place. Returns the first failure to write
  /// it, naming where the text was going, or `nil` when everything was written.
  package func finish() -> OutputFailure? {
    let failure = state.withLock { state in
      if case .file(let file) = destination, state.failure == nil { state.failure = file.commit() }
      if case .file(let file) = destination { file.discard() }
      return state.failure
    }
    return failure.map { OutputFailure(destination: name, reason: $0.reason) }
  }

  /// Closes a report file without putting it in place (a run that never started).
  public func discard() {
    if case .file(let file) = destination { file.discard() }
  }

  /// Where the text goes, for messages: "standard output", "the report file 'out.xml'".
  private var name: String {
    switch destination {
    case .descriptor(_, let name): name
    case .file(let file): "the report file '\(file.path)'"
    case .memory: "memory"
    }
  }
}

/// Text that could not be written: where it was going and why.
package struct OutputFailure: Error, Equatable, CustomStringConvertible {
  /// "standard output", "the report file 'reports/junit.xml'".
  package let destination: String
  /// "No space left on device".
  package let reason: String

  package var description: String { "cannot write \(destination): \(reason)" }
}
