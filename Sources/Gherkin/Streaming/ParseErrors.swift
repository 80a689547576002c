/// The errors of one file, as a thrown or returned value.
public struct ParseErrors: Error, Sendable, Equatable {
  /// The errors, in the order found.
  public let errors: [ParseError]

  /// Creates the error list.
  public init(errors: [ParseError]) {
    self.errors = errors
  }

  static func message(_ error: GherkinSyntaxError, uri: String) -> ParseError {
    ParseError(
      source: SourceReference(uri: uri, location: error.location), message: error.formatted)
  }
}
