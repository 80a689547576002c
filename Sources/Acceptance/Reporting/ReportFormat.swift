import Foundation

/// The report formats that `--format NAME[:FILE]` knows, and the reporter each one makes.
///
/// Adding a format is a case here and a line in ``makeReporter(output:style:options:)``.
///
/// ```swift
/// let request = try FormatRequest(parsing: "junit:reports/junit.xml")
/// let output = try request.openOutput(standardOutput: .standardOutput)
/// let reporter = request.makeReporter(output: output, style: style, options: options)
/// ```
package enum ReportFormat: String, CaseIterable, Sendable {
  /// Each scenario and step, coloured, with errors and the summary.
  case pretty
  /// A character per step, then the failures and the summary.
  case progress
  /// JUnit XML for CI servers.
  case junit
  /// The legacy Cucumber JSON report for report plugins.
  case json
  /// One self-contained HTML page of the run, with filters, search and timelines.
  case html
  /// Cucumber Messages NDJSON, the whole run.
  case message
  /// The scenarios that did not pass, as `path:line` operands for `acceptance @FILE`.
  case rerun
  /// Each step definition with how many steps it matched and how long they took, unused ones last.
  case usage
  /// The usage report as JSON, in the shape of cucumber-js's `usage-json`.
  case usageJSON = "usage-json"

  /// The names, for usage text and errors: `pretty, progress, junit, json, message`.
  package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// A reporter of this format that writes to `output` in `style`.
  package func makeReporter(output: TextOutput, style: ConsoleStyle, options: RunOptions)
    -> any RunReporter
  {
    switch self {
    case .pretty: PrettyReporter(output: output, style: style)
    case .progress: ProgressReporter(output: output, style: style)
    case .junit: JUnitReporter(output: output, strict: options.strict)
    case .json: CucumberJSONReporter(output: output)
    case .html: HTMLReporter(output: output)
    case .message: MessageReporter(output: output)
    case .rerun: RerunReporter(output: output, strict: options.strict)
    case .usage: UsageReporter(output: output)
    case .usageJSON: UsageReporter(output: output, asJSON: true)
    }
  }
}

/// One `--format NAME[:FILE]`: a format, and the file it writes (standard output without one).
package struct FormatRequest: Sendable, Equatable {
  /// The format.
  package let format: ReportFormat
  /// The report file, or `nil` for standard output.
  package let path: String?

  /// A request for `format` written to `path` (standard output when `nil`).
  package init(_ format: ReportFormat, path: String? = nil) {
    self.format = format
    self.path = path
  }

  /// Parses `NAME` or `NAME:FILE`.
  /// - Throws: ``UsageError`` for an unknown name (listing the known ones) or an empty file.
  package init(parsing text: String) throws(UsageError) {
    let name = text.prefix { $0 != ":" }
    guard let format = ReportFormat(rawValue: String(name)) else {
      throw UsageError("unknown format '\(name)'; known formats: \(ReportFormat.names)")
    }
    var path: String?
    if name.endIndex < text.endIndex {
      path = String(text[text.index(after: name.endIndex)...])
      guard path?.isEmpty == false else {
        throw UsageError("--format \(text) needs a file after ':' (or no ':' for standard output)")
      }
    }
    self.init(format, path: path)
  }

  /// Parses every `--format` value; at most one of them may write to standard output, and no two
  /// to the same file.
  /// - Throws: ``UsageError`` for an unknown format, two formats on standard output, or two formats
  ///   on one file.
  package static func parseAll(_ values: [String]) throws(UsageError) -> [FormatRequest] {
    var requests: [FormatRequest] = []
    for value in values { requests.append(try FormatRequest(parsing: value)) }
    let onStandardOutput = requests.filter { $0.path == nil }.map(\.format.rawValue)
    guard onStandardOutput.count <= 1 else {
      throw UsageError(
        "only one format can write to standard output, not \(onStandardOutput.joined(separator: " and ")); give the others a file: --format NAME:FILE"
      )
    }
    var formatsByFile: [String: FormatRequest] = [:]
    for request in requests {
      guard let path = request.path else { continue }
      let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      if let earlier = formatsByFile.updateValue(request, forKey: file) {
        throw UsageError(
          "--format \(earlier.format.rawValue):\(earlier.path ?? "") and --format \(request.format.rawValue):\(path) write to the same file; give each format its own file"
        )
      }
    }
    return requests
  }

  /// Where the report goes: `standardOutput`, or its file, opened now so that a path that cannot
  /// be written fails before the run.
  /// - Throws: ``ReportFileError`` naming the path.
  package func openOutput(standardOutput: TextOutput) throws(ReportFileError) -> TextOutput {
    guard let path else { return standardOutput }
    return try TextOutput.file(path)
  }

  /// The reporter writing to `output`; console formats are coloured in `style` on standard output
  /// only, never in a file.
  package func makeReporter(
    output: TextOutput, style: ConsoleStyle, options: RunOptions
  ) -> any RunReporter {
    format.makeReporter(
      output: output, style: path == nil ? style : ConsoleStyle(usesColor: false),
      options: options)
  }
}
