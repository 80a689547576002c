/// A regular-expression step definition such as `^I have (\d+) cukes?$` (ICU syntax).
///
/// Each top-level capture group becomes an ``Argument``; nested capture groups are its
/// ``Group/children``, and non-capturing and lookaround groups are ignored. A group whose source
/// equals a registered parameter type's regexp gets that type (so `(-?\d+)` gives an `Int`);
/// other groups give their text as a `String`, or `nil` when an optional group did not match.
///
/// ```swift
/// let expression = try RegularExpression(#"^I should( not)? see (\d+) items$"#,
///                                        registry: ParameterTypeRegistry())
/// let arguments = expression.match("I should see 3 items")
/// // arguments?[0].group.value == nil, try arguments?[1].value() as? String == "3"
/// ```
public struct RegularExpression: StepExpression, BudgetedExpression {
  /// The regular expression as written.
  public let source: String
  /// The parameter type of each top-level capture group, in order.
  public let parameterTypes: [ParameterType]
  private let regex: TreeRegex

  /// Compiles `pattern` and picks a parameter type for each of its top-level capture groups.
  ///
  /// - Throws: ``CucumberExpressionError`` when `pattern` is invalid, or when a group's regexp is
  ///   shared by several parameter types of which none is preferential.
  public init(_ pattern: String, registry: ParameterTypeRegistry) throws {
    source = pattern
    regex = try TreeRegex(pattern: pattern)
    var types: [ParameterType] = []
    for child in regex.tree.children {
      let registered = try registry.parameterType(forRegexp: child.source, in: pattern)
      types.append(try registered ?? Self.textType(regexp: child.source))
    }
    parameterTypes = types
  }

  /// The arguments, one per top-level capture group, when `text` matches; `nil` otherwise (also
  /// when matching takes longer than a second: the runner reports that as an error).
  public func match(_ text: String) -> [Argument]? {
    try? budgetedMatch(text)
  }

  package func budgetedMatch(_ text: String) throws(MatchBudgetExceeded) -> [Argument]? {
    guard let groups = try regex.match(text) else { return nil }
    return zip(groups, parameterTypes).map { Argument(group: $0, parameterType: $1) }
  }

  /// The type of a group no registered type matches: its text, or `nil` when it did not match.
  private static func textType(regexp: String) throws -> ParameterType {
    try ParameterType(
      name: "", regexps: [regexp], typeName: "String", useForSnippets: false
    ) { values in values.first ?? nil }
  }
}
