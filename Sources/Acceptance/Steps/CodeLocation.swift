import Gherkin

/// Where in Swift source a step definition or hook was registered, for error messages and reports.
public struct CodeLocation: Sendable, Equatable, CustomStringConvertible {
  /// The file and line, as a problem that applies there records them.
  var source: SourceReference { SourceReference(uri: file, location: Location(line: line)) }

  /// The file's path, as `#filePath` gives it.
  public let file: String
  /// The line of the registration.
  public let line: Int

  /// Creates a location.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  init(_ file: StaticString, _ line: UInt) {
    self.init(file: "\(file)", line: Int(line))
  }

  public var description: String { "\(file):\(line)" }
}

extension CodeLocation {
  /// The location with the path shortened to start at `Sources/` or `Tests/` when it can.
  package var shortDescription: String { "\(shortFile):\(line)" }

  /// The path shortened to start at its last `Sources/` or, when it has none, its last `Tests/`;
  /// the whole path when it has neither. Reports write it at every step, so it is found in the
  /// path's bytes, not with a Foundation search.
  package var shortFile: String {
    var path = file
    return path.withUTF8 { bytes in
      for marker in [Self.sourcesMarker, Self.testsMarker] {
        var start = bytes.count - marker.count
        while start >= 0 {
          if bytes[start..<start + marker.count].elementsEqual(marker) {
            return String(decoding: bytes[(start + 1)...], as: UTF8.self)
          }
          start -= 1
        }
      }
      return file
    }
  }

  private static let sourcesMarker = Array("/Sources/".utf8)
  private static let testsMarker = Array("/Tests/".utf8)
}
