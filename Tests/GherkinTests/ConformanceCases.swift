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
    messages(
      bytes: try bytes(folder, name), uri: uri(folder, name), source: source, ast: ast,
      pickles: pickles)
  }

  /// The uri the reference CLI gives `folder/name`: `../testdata/<folder>/<name>`.
  static func uri(_ folder: String, _ name: String) -> String {
    "../testdata/\(folder.replacingOccurrences(of: "gherkin/", with: ""))/\(name)"
  }

  /// The NDJSON messages that the stream writes for `bytes` at `uri`, with fresh predictable ids.
  static func messages(
    bytes: [UInt8], uri: String, source: Bool, ast: Bool, pickles: Bool
  ) -> String {
    let options = GherkinStreamOptions(
      includeSource: source, includeGherkinDocument: ast, includePickles: pickles,
      predictableIds: true)
    var stream = GherkinStream(options: options, ids: .incrementing())
    var sink = BufferSink()
    stream.write(bytes: bytes, uri: uri, to: &sink)
    return sink.text
  }

  /// `pickles` as NDJSON `pickle` messages, as the stream writes its own.
  static func messages(_ pickles: [Pickle]) -> String {
    pickles.map { GherkinEnvelope.pickle($0).jsonString + "\n" }.joined()
  }
}
