/// An expression that a step definition uses to match step text: a ``CucumberExpression`` or a
/// ``RegularExpression``.
///
/// ```swift
/// let registry = ParameterTypeRegistry()
/// let expressions: [any StepExpression] = [
///   try CucumberExpression("I add {int}", registry: registry),
///   try RegularExpression("^I subtract (\\d+)$", registry: registry),
/// ]
/// for expression in expressions {
///   if let arguments = expression.match("I add 3") {
///     print(expression.source, try arguments.map { try $0.value() })  // I add {int} [Optional(3)]
///   }
/// }
/// ```
public protocol StepExpression: Sendable {
  /// The expression as written in the step definition.
  var source: String { get }

  /// The arguments when `text` matches the whole expression, or `nil` when it does not match.
  ///
  /// An expression without parameters gives an empty array on a match.
  func match(_ text: String) -> [Argument]?
}

/// Creates the right kind of ``StepExpression`` for a source string.
public enum StepExpressionFactory {
  /// A ``RegularExpression`` when `source` starts with `^` or ends with `$` (the convention of
  /// Cucumber implementations without regex literals), a ``CucumberExpression`` otherwise.
  ///
  /// - Throws: ``CucumberExpressionError`` or ``UndefinedParameterTypeError``.
  public static func make(_ source: String, registry: ParameterTypeRegistry) throws
    -> any StepExpression
  {
    if source.hasPrefix("^") || source.hasSuffix("$") {
      return try RegularExpression(source, registry: registry)
    }
    return try CucumberExpression(source, registry: registry)
  }
}

/// An expression whose match can say that it took too long, instead of only not matching.
package protocol BudgetedExpression: StepExpression {
  /// The arguments when `text` matches, `nil` when it does not.
  /// - Throws: ``MatchBudgetExceeded`` when matching takes longer than ``TreeRegex/budget``.
  func budgetedMatch(_ text: String) throws(MatchBudgetExceeded) -> [Argument]?
}
