/// Where something happened in the sources: a file and an optional position in it.
public struct SourceReference: Sendable, Equatable {
  /// The path or URI of the file.
  public let uri: String?
  /// The position in the file.
  public let location: Location?

  /// Creates a source reference.
  public init(uri: String?, location: Location?) {
    self.uri = uri
    self.location = location
  }
}

/// A syntax error found while parsing a Gherkin file (the `parseError` message).
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file and position of the error.
  public let source: SourceReference
  /// The message, prefixed with `(line:column): ` like the reference parsers.
  public let message: String

  /// Creates a parse error.
  public init(source: SourceReference, message: String) {
    self.source = source
    self.message = message
  }

  /// `uri(line:column): message`-style text naming the file, for people reading logs.
  public var description: String {
    "\(source.uri ?? "<unknown>")\(message.hasPrefix("(") ? "" : ": ")\(message)"
  }
}
