package import Foundation

extension FeaturePath {
  /// The nearest folder above `filePath` that holds a `Package.swift`, or the current directory:
  /// the folder that test bridges resolve feature paths against.
  ///
  /// ```swift
  /// let root = FeaturePath.packageRoot(containing: #filePath)
  /// let path = FeaturePath.resolving("Features/login.feature:12", against: root)
  /// ```
  package static func packageRoot(containing filePath: String) -> URL {
    packageRoot(from: URL(fileURLWithPath: filePath).deletingLastPathComponent())
  }

  /// The nearest folder from `start` up that holds a `Package.swift`, or the current directory:
  /// where the command line looks for `acceptance.json`, starting from the current directory.
  package static func packageRoot(from start: URL) -> URL {
    var folder = start
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// `argument` (`PATH` or `PATH:LINE…`) with a relative path made absolute against `root`.
  package static func resolving(_ argument: String, against root: URL) -> FeaturePath {
    let parsed = FeaturePath(parsing: argument)
    guard !parsed.path.hasPrefix("/") else { return parsed }
    return FeaturePath(path: root.appendingPathComponent(parsed.path).path, lines: parsed.lines)
  }
}
