import Foundation

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
  public static func isFeatureFile(_ name: String) -> Bool {
    name.hasSuffix(".feature") || name.hasSuffix(".feature.md")
  }
}

/// One feature file to run, with the lines that select its scenarios (empty for all of them).
public struct FeatureFile: Sendable, Equatable {
  /// The path that the reports show: the file's path as given, or joined to the folder given.
  public let path: String
  /// Line filters, as given after the path.
  public let lines: [Int]
}

/// The error for a path that names nothing the runner can read.
public struct FeaturePathError: Error, Equatable, CustomStringConvertible {
  /// The path as given.
  public let path: String
  /// Why it cannot be read.
  public let reason: String

  public var description: String { "\(path): \(reason)" }
}

extension FeaturePath {
  /// The feature files this path names: the file itself, or every feature file under the folder in
  /// path order.
  public func featureFiles(
    fileManager: FileManager = .default
  ) throws(FeaturePathError) -> [FeatureFile] {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw FeaturePathError(path: path, reason: "no such file or folder")
    }
    guard isDirectory.boolValue else { return [FeatureFile(path: path, lines: lines)] }
    guard let enumerator = fileManager.enumerator(atPath: path) else {
      throw FeaturePathError(path: path, reason: "the folder cannot be read")
    }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    return enumerator.compactMap { $0 as? String }
      .filter(Self.isFeatureFile)
      .sorted()
      .map { FeatureFile(path: prefix + $0, lines: []) }
  }
}
