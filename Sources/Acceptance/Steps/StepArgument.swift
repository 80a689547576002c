import CucumberExpressions

/// A type that a step body can take as a parameter: the value of a matched expression argument, or the
/// step's data table or doc string.
///
/// The runner hands a body its arguments in order: first the values the expression captured
/// (`{int}` gives an `Int`, `{string}` a `String`, a custom parameter type what its transformer returns),
/// then the step's doc string or data table when it has one.
public protocol StepArgument: Sendable {
  /// Creates the parameter from the value the runner has for its position, or throws
  /// ``StepArgumentMismatch`` when the value is of another type.
  init(stepArgument value: (any Sendable)?) throws
}

/// The error thrown when a step body's parameter type does not fit the value the step provides.
public struct StepArgumentMismatch: Error, CustomStringConvertible {
  /// The type the body declared.
  public let expected: String
  /// What the step provided instead.
  public let actual: String

  /// Creates the error for a value that is not of the `expected` type.
  public init(expected: Any.Type, value: (any Sendable)?) {
    self.expected = String(describing: expected)
    self.actual = value.map { "\(type(of: $0)) \(String(reflecting: $0))" } ?? "nothing"
  }

  public var description: String {
    "the step definition takes \(expected) here, but the step provides \(actual)"
  }
}

extension StepArgument {
  /// The default conversion: the value itself when it already has this type.
  public init(stepArgument value: (any Sendable)?) throws {
    guard let typed = value as? Self else {
      throw StepArgumentMismatch(expected: Self.self, value: value)
    }
    self = typed
  }
}

extension String: StepArgument {
  /// The captured text, or the content of a doc string.
  public init(stepArgument value: (any Sendable)?) throws {
    switch value {
    case let text as String: self = text
    case let docString as DocString: self = docString.content
    default: throw StepArgumentMismatch(expected: String.self, value: value)
    }
  }
}

extension Int: StepArgument {}
extension Int8: StepArgument {}
extension Int16: StepArgument {}
extension Int32: StepArgument {}
extension Int64: StepArgument {}
extension Float: StepArgument {}
extension Double: StepArgument {
  /// Any captured number, so that `{int}` and `{float}` both fit a `Double` parameter.
  public init(stepArgument value: (any Sendable)?) throws {
    switch value {
    case let number as Double: self = number
    case let number as Float: self = Double(number)
    case let number as Int: self = Double(number)
    default: throw StepArgumentMismatch(expected: Double.self, value: value)
    }
  }
}

extension Bool: StepArgument {}
extension DataTable: StepArgument {}
extension DocString: StepArgument {}

extension Optional: StepArgument where Wrapped: StepArgument {
  /// `nil` for an optional group that did not match; the wrapped conversion otherwise.
  public init(stepArgument value: (any Sendable)?) throws {
    guard let value else {
      self = nil
      return
    }
    self = try Wrapped(stepArgument: value)
  }
}
