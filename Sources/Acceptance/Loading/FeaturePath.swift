package import Foundation
import Gherkin

/// A path given to the runner: a `.feature` (or `.feature.md`) file, a folder searched recursively, or
/// `file.feature:LINE[:LINE…]` for the scenarios that those lines are part of.
public struct FeaturePath: Sendable, Equatable {
  /// The file or folder, as given.
  public let path: String
  /// Lines of the file, each selecting the scenario, examples block or example row it lies in (any
  /// line of a scenario, a step or its table); empty for the whole file.
  public let lines: [Int]

  /// Creates a path with optional line filters.
  public init(path: String, lines: [Int] = []) {
    self.path = path
    self.lines = lines
  }

  /// Parses `features/login.feature:12:30` into the path and its lines; a suffix that is not a list of
  /// line numbers stays part of the path.
  public init(parsing argument: String) {
    var parts = argument.split(separator: ":", omittingEmptySubsequences: false)
    var lines: [Int] = []
    while parts.count > 1, let last = parts.last, let line = Int(last), line > 0 {
      lines.insert(line, at: 0)
      parts.removeLast()
    }
    self.init(path: parts.joined(separator: ":"), lines: lines)
  }

  /// Whether a file name is one the runner reads as Gherkin.
  package static func isFeatureFile(_ name: String) -> Bool {
    name.hasSuffix(".feature") || name.hasSuffix(".feature.md")
  }
}

/// One feature file to run, with the lines that select its scenarios (empty for all of them).
package struct FeatureFile: Sendable, Equatable {
  /// The path that the reports show: the file's path as given, or joined to the folder given.
  package let path: String
  /// Line filters, as given after the path.
  package let lines: [Int]
}

/// The error for a path that names nothing the runner can read.
package struct FeaturePathError: Error, Equatable, CustomStringConvertible {
  /// The path as given.
  package let path: String
  /// Why it cannot be read.
  package let reason: String

  package var description: String { "\(path): \(reason)" }
}

extension FeaturePath {
  /// The feature files this path names: the file itself, or every feature file under the folder in
  /// path order. Symlinks to folders are followed, each folder read once (a link back to a folder
  /// already read is skipped); a folder that cannot be read, or a feature file in it that links to
  /// nothing, is an error naming it.
  package func featureFiles(
    fileManager: FileManager = .default
  ) throws(FeaturePathError) -> [FeatureFile] {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FeaturePathError(path: path, reason: missingReason(fileManager))
    }
    guard isDirectory.boolValue else { return [FeatureFile(path: path, lines: lines)] }
    guard lines.isEmpty else {
      throw FeaturePathError(
        path: ([path] + lines.map(String.init)).joined(separator: ":"),
        reason: "a line number selects scenarios in a file, not in a folder")
    }
    var walk = FolderWalk(fileManager: fileManager)
    try walk.visit(path.hasSuffix("/") ? String(path.dropLast()) : path)
    return walk.files.sorted().map { FeatureFile(path: $0, lines: []) }
  }
}

extension FeaturePath {
  /// Why the path names nothing: no such file, or a file followed by something that is not a list
  /// of line numbers (`login.feature:0`, `login.feature:abc`), which ``init(parsing:)`` left in the
  /// path.
  fileprivate func missingReason(_ fileManager: FileManager) -> String {
    if InputChecks.isSymbolicLinkLoop(path) { return "a loop of symbolic links" }
    let parts = path.split(separator: ":", omittingEmptySubsequences: false)
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      let file = parts[..<count].joined(separator: ":")
      guard !file.isEmpty, fileManager.fileExists(atPath: file) else { continue }
      let suffix = parts[count...].joined(separator: ":")
      return "no such file or folder; \(file) exists, but \"\(suffix)\" after it is not a list of "
        + "line numbers (whole numbers from 1, each after a colon)"
    }
    return "no such file or folder"
  }
}

/// A recursive walk of a folder that follows symlinks and reads each folder once.
private struct FolderWalk {
  let fileManager: FileManager
  /// The feature files found, as paths joined to the folder given.
  var files: [String] = []
  /// The folders read, by device and inode, so that a symlink loop ends.
  private var visited: Set<[UInt64]> = []

  init(fileManager: FileManager) { self.fileManager = fileManager }

  mutating func visit(_ folder: String) throws(FeaturePathError) {
    var status = stat()
    guard stat(folder, &status) == 0 else {
      throw FeaturePathError(path: folder, reason: "the folder cannot be read")
    }
    guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { return }
    let names: [String]
    do {
      names = try fileManager.contentsOfDirectory(atPath: folder)
    } catch {
      throw FeaturePathError(path: folder, reason: "the folder cannot be read")
    }
    for name in names where !name.hasPrefix(".") || FeaturePath.isFeatureFile(name) {
      let path = folder + "/" + name
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A feature file that is a link to nothing would leave its scenarios out without a word.
        guard FeaturePath.isFeatureFile(name) else { continue }
        throw FeaturePathError(
          path: path,
          reason: InputChecks.isSymbolicLinkLoop(path)
            ? "a loop of symbolic links" : "a symbolic link to nothing")
      }
      if isDirectory.boolValue {
        try visit(path)
      } else if FeaturePath.isFeatureFile(name) {
        files.append(path)
      }
    }
  }
}
