/// A problem in a Cucumber Expression, worded as the official implementations word it.
enum ExpressionProblem {
  case cannotEscape
  case endOfLineEscaped
  case missingEndToken(begin: Token.Kind, end: Token.Kind)
  case alternationInOptional
  case invalidParameterName
  case emptyAlternative
  case alternativeWithOnlyOptionals
  case emptyOptional
  case parameterInOptional
  case optionalInOptional
  case undefinedParameterType(String)

  /// What is wrong.
  var problem: String {
    switch self {
    case .cannotEscape:
      "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped"
    case .endOfLineEscaped: "The end of line can not be escaped"
    case .missingEndToken(let begin, let end):
      "The '\(begin.symbol)' does not have a matching '\(end.symbol)'"
    case .alternationInOptional: "An alternation can not be used inside an optional"
    case .invalidParameterName: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'"
    case .emptyAlternative: "Alternative may not be empty"
    case .alternativeWithOnlyOptionals: "An alternative may not exclusively contain optionals"
    case .emptyOptional: "An optional must contain some text"
    case .parameterInOptional: "An optional may not contain a parameter type"
    case .optionalInOptional: "An optional may not contain an other optional"
    case .undefinedParameterType(let name): "Undefined parameter type '\(name)'"
    }
  }

  /// How to fix it.
  var solution: String {
    switch self {
    case .cannotEscape: "If you did mean to use an '\\' you can use '\\\\' to escape it"
    case .endOfLineEscaped: "You can use '\\\\' to escape the '\\'"
    case .missingEndToken(let begin, _):
      "If you did not intend to use \(begin.purpose) you can use '\\\(begin.symbol)' to escape "
        + "the \(begin.purpose)"
    case .alternationInOptional:
      "If you did not mean to use an alternation you can use '\\/' to escape the '/'. "
        + "Otherwise rephrase your expression or consider using a regular expression instead."
    case .invalidParameterName: "Did you mean to use a regular expression?"
    case .emptyAlternative:
      "If you did not mean to use an alternative you can use '\\/' to escape the '/'"
    case .alternativeWithOnlyOptionals, .emptyOptional:
      "If you did not mean to use an optional you can use '\\(' to escape the '('"
    case .parameterInOptional:
      "If you did not mean to use an parameter type you can use '\\{' to escape the '{'"
    case .optionalInOptional:
      "If you did not mean to use an optional type you can use '\\(' to escape the '('. "
        + "For more complicated expressions consider using a regular expression instead."
    case .undefinedParameterType(let name): "Please register a ParameterType for '\(name)'"
    }
  }

  /// The message for the problem at code points `start..<end` of `expression`: the column, the
  /// expression, a `^---^` pointer, the problem and the solution.
  func message(in expression: String, start: Int, end: Int) -> String {
    var pointer = String(repeating: " ", count: start) + "^"
    if start + 1 < end {
      pointer += String(repeating: "-", count: end - start - 2) + "^"
    }
    return "This Cucumber Expression has a problem at column \(start + 1):\n\n\(expression)\n"
      + "\(pointer)\n\(problem).\n\(solution)"
  }

  /// The error for the problem at code points `start..<end` of `expression`.
  func error(in expression: String, start: Int, end: Int) -> CucumberExpressionError {
    CucumberExpressionError(message(in: expression, start: start, end: end))
  }

  /// The error for the problem at a token or node of `expression`.
  func error(in expression: String, at span: some Located) -> CucumberExpressionError {
    error(in: expression, start: span.start, end: span.end)
  }
}

/// A token or node: a span of code points of an expression.
protocol Located {
  /// The code-point offset where it starts.
  var start: Int { get }
  /// The code-point offset just past it.
  var end: Int { get }
}

extension Token: Located {}
extension Node: Located {}
