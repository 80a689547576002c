import Foundation

/// A fresh folder in the system's temporary directory for one test's files, removed with its last
/// reference, so that a test run leaves nothing behind.
public final class TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Makes a folder named `prefix` and a unique suffix, and writes `files` (relative path: content)
  /// into it, making the folders their paths name.
  public init(_ prefix: String, files: [String: String] = [:]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, content) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The folder's path.
  public var path: String { url.path }

  /// The URL of `name`, a path relative to the folder.
  public func url(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The path of `name`, a path relative to the folder.
  public func path(_ name: String) -> String { url(name).path }
}
