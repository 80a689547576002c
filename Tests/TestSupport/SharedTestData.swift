import Foundation

/// Locates the official Cucumber conformance data in `../shared/testdata`, beside the clone.
///
/// Conformance tests call ``SharedTestData/directory(_:)`` and fail with the path they looked at when the
/// folder is missing, so a checkout without the data never passes silently.
public enum SharedTestData {
  /// The error thrown when the conformance data is not where the tests expect it.
  public struct Missing: Error, CustomStringConvertible {
    /// The folder that was looked for.
    public let path: String

    public var description: String {
      "The conformance data is missing: expected the folder \(path) "
        + "(../shared/testdata beside the package root)."
    }
  }

  /// The root of the package, derived from this file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `../shared/testdata/<relativePath>`, or ``Missing`` when that folder does not exist.
  public static func directory(_ relativePath: String) throws -> URL {
    let url = packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/testdata", isDirectory: true)
      .appendingPathComponent(relativePath, isDirectory: true)
      .standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw Missing(path: url.path) }
    return url
  }

  /// The names of the files in `directory` whose names end with `suffix`, sorted.
  public static func fileNames(in directory: URL, endingWith suffix: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(suffix) }
      .sorted()
  }
}
