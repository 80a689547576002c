/// An error in a Cucumber Expression or a parameter type, with the official message text.
public struct CucumberExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message, worded as the official Cucumber implementations word it.
  public let message: String

  /// Creates an error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// The error thrown when a Cucumber Expression uses a parameter type that the registry does not know.
///
/// A runner reports it as an `undefinedParameterType` message, with ``parameterTypeName`` and
/// ``expression``.
public struct UndefinedParameterTypeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name between the braces, for example `color` in `{color}`.
  public let parameterTypeName: String
  /// The Cucumber Expression that uses it.
  public let expression: String
  /// The official message text.
  public let message: String

  /// The message.
  public var description: String { message }
}
