/// Where in Swift source a step definition or hook was registered, for error messages and reports.
public struct CodeLocation: Sendable, Equatable, CustomStringConvertible {
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
