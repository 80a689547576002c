/// The parameter types known to a set of step definitions: the built-in ones (see
/// ``CucumberExpression``) plus custom ones added with ``define(_:)``.
///
/// It is a value: expressions copy what they need when they are created, so define every custom
/// type before creating the expressions that use it.
///
/// ```swift
/// var registry = ParameterTypeRegistry()
/// try registry.define(ParameterType(name: "color", regexps: ["red|blue"]) { $0 })
/// let expression = try CucumberExpression("a {color} ball", registry: registry)
/// ```
public struct ParameterTypeRegistry: Sendable {
  /// Every parameter type, in the order they were defined (built-in ones first).
  public private(set) var parameterTypes: [ParameterType] = []
  private var byName: [String: ParameterType] = [:]
  private var byRegexp: [String: [ParameterType]] = [:]

  /// A registry with the built-in parameter types.
  public init() {
    do {
      for parameterType in try BuiltInParameterTypes.all() {
        try define(parameterType)
      }
    } catch {
      // The built-in types have valid, distinct names: defining them cannot fail.
      assertionFailure("Built-in parameter types: \(error)")
    }
  }

  /// The parameter type called `name` (`""` is the anonymous type `{}`), if any.
  public func parameterType(named name: String) -> ParameterType? {
    byName[name]
  }

  /// Adds a parameter type.
  ///
  /// - Throws: ``CucumberExpressionError`` when the name is taken, or when another preferential
  ///   type already uses one of its regexps.
  public mutating func define(_ parameterType: ParameterType) throws {
    let name = parameterType.name
    guard byName[name] == nil else {
      throw CucumberExpressionError(
        name.isEmpty
          ? "The anonymous parameter type has already been defined"
          : "There is already a parameter type with name \(name)")
    }
    for regexp in parameterType.regexps {
      let existing = byRegexp[regexp] ?? []
      if let first = existing.first, first.preferForRegexpMatch,
        parameterType.preferForRegexpMatch
      {
        throw CucumberExpressionError(
          "There can only be one preferential parameter type per regexp. The regexp /\(regexp)/ "
            + "is used for two preferential parameter types, {\(first.name)} and {\(name)}")
      }
    }
    byName[name] = parameterType
    parameterTypes.append(parameterType)
    for regexp in parameterType.regexps {
      byRegexp[regexp, default: []].append(parameterType)
      byRegexp[regexp]?.sort(by: ParameterType.areInIncreasingOrder)
    }
  }

  /// The parameter type for a capture group of a ``RegularExpression`` whose source is `regexp`.
  ///
  /// - Returns: `nil` when no type uses that regexp.
  /// - Throws: ``CucumberExpressionError`` when several types use it and none is preferential.
  func parameterType(forRegexp regexp: String, in expressionSource: String) throws
    -> ParameterType?
  {
    guard let candidates = byRegexp[regexp], let first = candidates.first else { return nil }
    if candidates.count > 1 && !first.preferForRegexpMatch {
      let names = candidates.map { "{\($0.name)}" }.joined(separator: "\n   ")
      throw CucumberExpressionError(
        """
        Your Regular Expression /\(expressionSource)/
        matches multiple parameter types with regexp /\(regexp)/:
           \(names)

        I couldn't decide which one to use. You have two options:

        1) Use a Cucumber Expression instead of a Regular Expression.

        2) Make one of the parameter types preferential and continue to use a Regular Expression.

        """)
    }
    return first
  }
}
