import Foundation
import Gherkin
import TestSupport

/// The conformance cases, named after the SOURCE files of Tests/Conformance/gherkin.
///
/// When the data is missing, each list holds one placeholder so the tests run and fail with the
/// message of ``ConformanceData``.
enum ConformanceCases {
  static let missing = "<testdata missing>"

  /// `good/*.feature` and `good/*.feature.md`.
  static let good: [String] = names(in: "gherkin/good")

  /// `bad/*.feature`.
  static let bad: [String] = names(in: "gherkin/bad")

  private static func names(in folder: String) -> [String] {
    guard let directory = try? ConformanceData.directory(folder),
      let names = try? ConformanceData.fileNames(in: directory, endingWith: "")
    else { return [missing] }
    return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
  }

  /// The contents of `folder/name` as UTF-8 bytes.
  static func bytes(_ folder: String, _ name: String) throws -> [UInt8] {
    let url = try ConformanceData.directory(folder).appendingPathComponent(name)
    return [UInt8](try Data(contentsOf: url))
  }

  /// The contents of `folder/name` as text.
  static func text(_ folder: String, _ name: String) throws -> String {
    String(decoding: try bytes(folder, name), as: UTF8.self)
  }

  /// The NDJSON messages of one source, with fresh predictable ids, as the reference CLI prints
  /// them from the folder beside `testdata` (uri `../testdata/<folder>/<name>`).
  static func messages(
    _ folder: String, _ name: String, source: Bool, ast: Bool, pickles: Bool
  ) throws -> String {
    let options = GherkinStreamOptions(
      includeSource: source, includeGherkinDocument: ast, includePickles: pickles,
      predictableIds: true)
    var stream = GherkinStream(options: options, ids: .incrementing())
    var sink = BufferSink()
    let shortFolder = folder.replacingOccurrences(of: "gherkin/", with: "")
    stream.write(
      bytes: try bytes(folder, name), uri: "../testdata/\(shortFolder)/\(name)", to: &sink)
    return sink.text
  }
}
