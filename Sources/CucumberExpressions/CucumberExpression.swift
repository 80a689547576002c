/// A Cucumber Expression such as `I have {int} cucumber(s) in my belly/stomach`, compiled once
/// into a regular expression and matched against step text.
///
/// Syntax: `{name}` is a parameter (see ``ParameterTypeRegistry``; `{}` matches anything),
/// `(text)` is optional text, `a/b` are alternative words, and `\` escapes `{ } ( ) / \` and space.
///
/// The built-in parameter types and their values: `{int}` `Int`, `{float}` `Float`,
/// `{double}` `Double`, `{byte}` `Int8`, `{short}` `Int16`, `{long}` `Int64`,
/// `{biginteger}` and `{bigdecimal}` `String` (the exact text), `{word}`, `{string}` (without its
/// quotes) and `{}` `String`.
///
/// ```swift
/// let registry = ParameterTypeRegistry()
/// let expression = try CucumberExpression("I have {int} cucumber(s)", registry: registry)
/// if let arguments = expression.match("I have 42 cucumbers") {
///   let count = try arguments[0].value(as: Int.self)  // 42
/// }
/// ```
public struct CucumberExpression: StepExpression, BudgetedExpression {
  /// The expression as written.
  public let source: String
  /// The syntax tree.
  package let ast: Node
  /// The regular expression the expression compiles to, for example `^I add ((?:-?\d+)|(?:\d+))$`.
  public let regexPattern: String
  /// The parameter types of the expression's parameters, in order.
  public let parameterTypes: [ParameterType]
  /// The faster matcher, for the expressions it handles.
  private let scalarMatcher: ScalarMatcher?
  /// The compiled regular expression, for the other expressions.
  private let regex: TreeRegex?

  /// Parses and compiles `expression`, looking its parameter types up in `registry`.
  ///
  /// - Throws: ``CucumberExpressionError`` for a malformed expression (with the official message
  ///   pointing at the column), ``UndefinedParameterTypeError`` for an unknown `{name}`.
  public init(_ expression: String, registry: ParameterTypeRegistry) throws {
    source = expression
    ast = try CucumberExpressionParser.parse(expression)
    var compiler = CucumberExpressionCompiler(expression: expression, registry: registry)
    regexPattern = try compiler.rewrite(ast)
    parameterTypes = compiler.parameterTypes
    scalarMatcher = ScalarMatcher(ast: ast, parameterTypes: parameterTypes)
    // The regular expression of an expression the faster matcher handles is never needed: not
    // compiling it spares the regex engine's start-up.
    regex =
      scalarMatcher == nil ? try Self.regex(regexPattern, of: parameterTypes, expression) : nil
  }

  /// The arguments, one per parameter, when `text` matches; `nil` otherwise.
  public func match(_ text: String) -> [Argument]? {
    try? budgetedMatch(text)
  }

  package func budgetedMatch(_ text: String) throws(MatchBudgetExceeded) -> [Argument]? {
    let groups = if let scalarMatcher { scalarMatcher.match(text) } else { try regex?.match(text) }
    guard let groups else { return nil }
    return zip(groups, parameterTypes).map { Argument(group: $0, parameterType: $1) }
  }

  /// The groups of the regular expression's match, without the faster matcher.
  package func regexGroups(_ text: String) throws -> [Group]? {
    try (regex ?? Self.regex(regexPattern, of: parameterTypes, source)).match(text)
  }

  /// The compiled `pattern`, which must have one capture group per parameter type.
  private static func regex(
    _ pattern: String, of parameterTypes: [ParameterType], _ expression: String
  ) throws -> TreeRegex {
    let regex = try TreeRegex(pattern: pattern, requiresFullMatch: true)
    guard regex.tree.children.count == parameterTypes.count else {
      throw CucumberExpressionError(
        "The expression \(expression) has \(regex.tree.children.count) capture groups but "
          + "\(parameterTypes.count) parameter types")
    }
    return regex
  }

  /// The text that every text that can match starts with: the literal text before the first
  /// parameter, optional text or alternation ("I add " for `I add {int}`), empty when there is
  /// none. Read from the syntax tree, so that it holds for the expressions matched by the regular
  /// expression too (those with a parameter type of a pattern of its own), which are the costly
  /// ones to try.
  package var literalPrefix: String {
    (ast.nodes ?? []).prefix { $0.kind == .text }.map(\.text).joined()
  }

  /// The text that every text that can match ends with: the literal text after the last parameter,
  /// optional text or alternation (" added" for `{int} added`), empty when there is none.
  package var literalSuffix: String {
    (ast.nodes ?? []).reversed().prefix { $0.kind == .text }.reversed().map(\.text).joined()
  }

  /// Whether the faster matcher handles this expression.
  package var usesScalarMatcher: Bool { scalarMatcher != nil }
}
