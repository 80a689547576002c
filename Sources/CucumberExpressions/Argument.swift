/// One argument of a matched step: the capture group of a parameter and its parameter type.
///
/// ```swift
/// let expression = try CucumberExpression("I add {int}", registry: ParameterTypeRegistry())
/// if let arguments = expression.match("I add 3") {
///   let number = try arguments[0].value(as: Int.self)  // 3
///   let text = arguments[0].group.value  // "3"
/// }
/// ```
public struct Argument: Sendable {
  /// The capture group that matched the parameter.
  public let group: Group
  /// The parameter type that turns the group into a value.
  public let parameterType: ParameterType

  /// Creates an argument.
  public init(group: Group, parameterType: ParameterType) {
    self.group = group
    self.parameterType = parameterType
  }

  /// The typed value (for example an `Int` for `{int}`), or `nil` for an unmatched optional group.
  ///
  /// - Throws: whatever the parameter type's transformer throws (for example when a number does
  ///   not fit its type).
  public func value() throws -> (any Sendable)? {
    try parameterType.transform(group.values)
  }

  /// The typed value cast to `type`.
  ///
  /// - Returns: `nil` for an unmatched optional group.
  /// - Throws: the transformer's errors, or ``CucumberExpressionError`` when the value is not a
  ///   `type`.
  public func value<Value>(as type: Value.Type) throws -> Value? {
    guard let value = try value() else { return nil }
    guard let typed = value as? Value else {
      throw CucumberExpressionError(
        "The argument {\(parameterType.name)} is a \(Swift.type(of: value)), not a \(Value.self)")
    }
    return typed
  }
}
