/// Rewrites the syntax tree of a Cucumber Expression into an anchored regular expression and
/// checks the rules the parser does not (empty optionals, parameters inside optionals, …).
struct CucumberExpressionCompiler {
  let expression: String
  let registry: ParameterTypeRegistry
  /// The parameter types of the parameters met so far, in order.
  private(set) var parameterTypes: [ParameterType] = []

  init(expression: String, registry: ParameterTypeRegistry) {
    self.expression = expression
    self.registry = registry
  }

  /// The regular expression for `node`.
  mutating func rewrite(_ node: Node) throws -> String {
    switch node.kind {
    case .text: return Self.escapeRegex(node.text)
    case .optional: return try rewriteOptional(node)
    case .alternation: return try rewriteAlternation(node)
    case .alternative: return try rewrite(children: node)
    case .parameter: return try rewriteParameter(node)
    case .expression: return "^" + (try rewrite(children: node)) + "$"
    }
  }

  private mutating func rewrite(children node: Node, separator: String = "") throws -> String {
    var parts: [String] = []
    for child in node.nodes ?? [] {
      parts.append(try rewrite(child))
    }
    return parts.joined(separator: separator)
  }

  private mutating func rewriteOptional(_ node: Node) throws -> String {
    let children = node.nodes ?? []
    if let parameter = children.first(where: { $0.kind == .parameter }) {
      throw ExpressionProblem.parameterInOptional.error(in: expression, at: parameter)
    }
    if let optional = children.first(where: { $0.kind == .optional }) {
      throw ExpressionProblem.optionalInOptional.error(in: expression, at: optional)
    }
    if !Self.containsText(node) {
      throw ExpressionProblem.emptyOptional.error(in: expression, at: node)
    }
    return "(?:" + (try rewrite(children: node)) + ")?"
  }

  private mutating func rewriteAlternation(_ node: Node) throws -> String {
    for alternative in node.nodes ?? [] {
      if (alternative.nodes ?? []).isEmpty {
        throw ExpressionProblem.emptyAlternative.error(in: expression, at: alternative)
      }
      if !Self.containsText(alternative) {
        throw ExpressionProblem.alternativeWithOnlyOptionals.error(
          in: expression, at: alternative)
      }
    }
    return "(?:" + (try rewrite(children: node, separator: "|")) + ")"
  }

  private mutating func rewriteParameter(_ node: Node) throws -> String {
    let name = node.text
    guard let parameterType = registry.parameterType(named: name) else {
      throw UndefinedParameterTypeError(
        parameterTypeName: name, expression: expression,
        message: ExpressionProblem.undefinedParameterType(name).message(
          in: expression, start: node.start, end: node.end))
    }
    parameterTypes.append(parameterType)
    let regexps = parameterType.regexps
    if regexps.count == 1 {
      return "(\(regexps[0]))"
    }
    return "((?:" + regexps.joined(separator: ")|(?:") + "))"
  }

  private static func containsText(_ node: Node) -> Bool {
    (node.nodes ?? []).contains { $0.kind == .text }
  }

  /// `text` with the regular-expression metacharacters escaped.
  static func escapeRegex(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if "\\^[({$.|?*+})]".unicodeScalars.contains(scalar) {
        escaped.unicodeScalars.append("\\")
      }
      escaped.unicodeScalars.append(scalar)
    }
    return escaped
  }
}
