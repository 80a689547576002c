package import Foundation
import Synchronization

/// The reports that the bridges write from `swift test`: the report formats of the profiles and of
/// `ACCEPTANCE_FORMAT`, in the spelling of `--format` (`junit:reports/junit.xml`), opened when a
/// ``RunSession`` starts and written whole when it finishes.
///
/// A report file belongs to the first session of the process that opens it: a later one asking for
/// the same file (a second suite, a runner of each bridge) runs without that report, and says so
/// on ``warnings``, instead of overwriting the first one's report.
package final class RequestedReports: Sendable {
  private let requests: Result<[FormatRequest], UsageError>
  private let environment: [String: String]
  private let warnings: TextOutput
  private let outputs = Mutex<[TextOutput]>([])
  /// The report files that sessions of this process write.
  private static let claimed = Mutex<Set<String>>([])

  /// The reports of `formats` (`--format` values); relative paths are from `root`, the console
  /// formats are coloured as `environment` says, and a report left out is said on `warnings`.
  package init(
    formats: [String], root: URL, environment: [String: String],
    warnings: TextOutput = .standardError
  ) {
    self.environment = environment
    self.warnings = warnings
    do {
      requests = .success(
        try FormatRequest.parseAll(formats).map { request in
          FormatRequest(
            request.format,
            path: request.path.map { $0.hasPrefix("/") ? $0 : root.appendingPathComponent($0).path }
          )
        })
    } catch {
      requests = .failure(error)
    }
  }

  /// Whether no report is asked for (an invalid value asks for one: it is a problem to report).
  package var isEmpty: Bool {
    if case .success(let requests) = requests { return requests.isEmpty }
    return false
  }

  /// Opens every report and makes its reporter, but for the files that another session of the
  /// process writes.
  /// - Throws: ``RunProblem`` for an invalid value or a file that cannot be written.
  package func open(options: RunOptions) throws(RunProblem) -> [any RunReporter] {
    let requests: [FormatRequest]
    switch self.requests {
    case .success(let parsed): requests = parsed
    case .failure(let error): throw RunProblem("report formats: \(error)")
    }
    let style = ConsoleStyle.forStandardOutput(environment: environment)
    var reporters: [any RunReporter] = []
    for request in requests {
      let output: TextOutput
      guard claim(request) else {
        warnings.write(
          "warning: \(request.path ?? "") is written by another feature suite or runner of this "
            + "test process, so this one leaves out its \(request.format.rawValue) report; give "
            + "each its own file (and make an XCTFeatureRunner a static let, so that its test "
            + "methods share it)\n")
        continue
      }
      do {
        if let path = request.path {
          // `swift test` has no step that makes the folder: a missing one is made.
          try? FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        }
        output = try request.openOutput(standardOutput: .standardOutput)
      } catch {
        for opened in outputs.withLock({ $0 }) { opened.discard() }
        throw RunProblem("report formats: \(error)")
      }
      outputs.withLock { $0.append(output) }
      reporters.append(request.makeReporter(output: output, style: style, options: options))
    }
    return reporters
  }

  /// Writes every report that was opened; returns those that could not be written.
  package func finish() -> [OutputFailure] {
    outputs.withLock { $0 }.compactMap { $0.finish() }
  }

  /// Whether the report of `request` is this session's to write: standard output, a device, or
  /// a file that no other session of the process writes.
  private func claim(_ request: FormatRequest) -> Bool {
    guard let path = request.path else { return true }
    let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return file.hasPrefix("/dev/") || Self.claimed.withLock { $0.insert(file).inserted }
  }
}
