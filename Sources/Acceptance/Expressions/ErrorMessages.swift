/// Builds the official error messages of Cucumber Expressions, which point at a column.
enum ErrorMessages {
  /// The common layout: the column, the expression, a pointer line, the problem and the solution.
  static func message(
    at index: Int, in expression: String, pointer: String, problem: String, solution: String
  ) -> String {
    "This Cucumber Expression has a problem at column \(index + 1):\n\n\(expression)\n"
      + "\(pointer)\n\(problem).\n\(solution)"
  }

  /// A `^` under code point `index`.
  static func pointer(at index: Int) -> String {
    String(repeating: " ", count: index) + "^"
  }

  /// A `^---^` under the code points from `start` to `end`.
  static func pointer(from start: Int, to end: Int) -> String {
    guard start + 1 < end else { return pointer(at: start) }
    return pointer(at: start) + String(repeating: "-", count: end - start - 2) + "^"
  }

  /// An error pointing at the span `start..<end` of `expression`.
  static func error(
    _ expression: String, start: Int, end: Int, problem: String, solution: String
  ) -> CucumberExpressionError {
    CucumberExpressionError(
      message(
        at: start, in: expression, pointer: pointer(from: start, to: end), problem: problem,
        solution: solution))
  }

  static func cantEscape(_ expression: String, at index: Int) -> CucumberExpressionError {
    error(
      expression, start: index, end: index,
      problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
      solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
  }

  static func endOfLineCannotBeEscaped(_ expression: String) -> CucumberExpressionError {
    let index = expression.unicodeScalars.count - 1
    return error(
      expression, start: index, end: index, problem: "The end of line can not be escaped",
      solution: "You can use '\\\\' to escape the '\\'")
  }

  static func missingEndToken(
    _ expression: String, begin: Token.Kind, end: Token.Kind, at token: Token
  ) -> CucumberExpressionError {
    let purpose = begin.purpose
    return error(
      expression, start: token.start, end: token.end,
      problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
      solution: "If you did not intend to use \(purpose) you can use '\\\(begin.symbol)' to escape "
        + "the \(purpose)")
  }

  static func alternationNotAllowedInOptional(_ expression: String, at token: Token)
    -> CucumberExpressionError
  {
    error(
      expression, start: token.start, end: token.end,
      problem: "An alternation can not be used inside an optional",
      solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. "
        + "Otherwise rephrase your expression or consider using a regular expression instead.")
  }

  static func invalidParameterTypeName(_ expression: String, at token: Token)
    -> CucumberExpressionError
  {
    error(
      expression, start: token.start, end: token.end,
      problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
      solution: "Did you mean to use a regular expression?")
  }

  static func alternativeMayNotBeEmpty(_ expression: String, _ node: Node)
    -> CucumberExpressionError
  {
    error(
      expression, start: node.start, end: node.end, problem: "Alternative may not be empty",
      solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
  }

  static func alternativeMayNotExclusivelyContainOptionals(_ expression: String, _ node: Node)
    -> CucumberExpressionError
  {
    error(
      expression, start: node.start, end: node.end,
      problem: "An alternative may not exclusively contain optionals",
      solution: escapeOptionalSolution)
  }

  static func optionalMayNotBeEmpty(_ expression: String, _ node: Node) -> CucumberExpressionError {
    error(
      expression, start: node.start, end: node.end, problem: "An optional must contain some text",
      solution: escapeOptionalSolution)
  }

  static func parameterNotAllowedInOptional(_ expression: String, _ node: Node)
    -> CucumberExpressionError
  {
    error(
      expression, start: node.start, end: node.end,
      problem: "An optional may not contain a parameter type",
      solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
  }

  static func optionalNotAllowedInOptional(_ expression: String, _ node: Node)
    -> CucumberExpressionError
  {
    error(
      expression, start: node.start, end: node.end,
      problem: "An optional may not contain an other optional",
      solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. "
        + "For more complicated expressions consider using a regular expression instead.")
  }

  static func undefinedParameterType(_ expression: String, _ node: Node, name: String)
    -> UndefinedParameterTypeError
  {
    UndefinedParameterTypeError(
      parameterTypeName: name, expression: expression,
      message: message(
        at: node.start, in: expression, pointer: pointer(from: node.start, to: node.end),
        problem: "Undefined parameter type '\(name)'",
        solution: "Please register a ParameterType for '\(name)'"))
  }

  private static let escapeOptionalSolution =
    "If you did not mean to use an optional you can use '\\(' to escape the '('"
}
