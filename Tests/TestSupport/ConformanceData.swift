import Foundation

/// Locates the official Cucumber conformance data vendored in `Tests/Conformance` (see its
/// `PROVENANCE.md`: upstream repositories, commits, licences, and how to refresh it).
///
/// Conformance tests call ``ConformanceData/directory(_:)`` and fail with the path they looked at when
/// the folder is missing, so a checkout without the data never passes silently.
public enum ConformanceData {
  /// The error thrown when the conformance data is not where the tests expect it.
  public struct Missing: Error, CustomStringConvertible {
    /// The folder that was looked for.
    public let path: String

    public var description: String {
      "The conformance data is missing: expected the folder \(path) "
        + "(Tests/Conformance in the package; ci/refresh-conformance.sh restores it)."
    }
  }

  /// The root of the package, derived from this file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Tests/Conformance/<relativePath>`, or ``Missing`` when that folder does not exist.
  public static func directory(_ relativePath: String) throws -> URL {
    let url =
      packageRoot
      .appendingPathComponent("Tests/Conformance", isDirectory: true)
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
