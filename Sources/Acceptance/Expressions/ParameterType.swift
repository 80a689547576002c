/// A named kind of step argument: the regular expressions that match it in step text, and how to
/// turn the matched text into a typed value.
///
/// Register custom types in a ``ParameterTypeRegistry``, then use them as `{name}` in a
/// ``CucumberExpression``:
///
/// ```swift
/// struct Color: Sendable { let name: String }
/// var registry = ParameterTypeRegistry()
/// try registry.define(
///   ParameterType(name: "color", regexps: ["red|blue|yellow"]) { Color(name: $0) })
/// let expression = try CucumberExpression("I have a {color} ball", registry: registry)
/// let color = try expression.match("I have a red ball")?[0].value(as: Color.self)
/// ```
public struct ParameterType: Sendable {
  /// Turns the matched group values into a value; an unmatched group is `nil`.
  ///
  /// The values are those of the capture groups inside the type's regexp, or, when it has none,
  /// the whole match.
  public typealias Transformer = @Sendable (_ groupValues: [String?]) throws -> (any Sendable)?

  /// The name used between braces (`int` for `{int}`; empty for the anonymous type `{}`).
  public let name: String
  /// The regular expressions (ICU syntax, unanchored) that match the argument text.
  public let regexps: [String]
  /// The name of the value's type, for generated snippets (for example `Int`); `nil` if unknown.
  public let typeName: String?
  /// Whether ``CucumberExpressionGenerator`` suggests this type in snippets.
  public let useForSnippets: Bool
  /// Whether this type wins when several types share a regexp used by a ``RegularExpression``.
  public let preferForRegexpMatch: Bool
  private let transformer: Transformer

  /// Creates a parameter type with a transformer over all group values.
  ///
  /// - Throws: ``CucumberExpressionError`` when `name` contains `{`, `}`, `(`, `)`, `\` or `/`.
  public init(
    name: String, regexps: [String], typeName: String? = nil, useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, transformer: @escaping Transformer
  ) throws {
    guard !name.contains(where: { "{}()\\/".contains($0) }) else {
      throw CucumberExpressionError(
        "Illegal character in parameter name {\(name)}. "
          + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
    }
    self.name = name
    self.regexps = regexps
    self.typeName = typeName
    self.useForSnippets = useForSnippets
    self.preferForRegexpMatch = preferForRegexpMatch
    self.transformer = transformer
  }

  /// Creates a parameter type whose value is made from the first group value (or the whole match).
  ///
  /// An unmatched optional group gives `nil` without calling `transform`.
  public init<Value: Sendable>(
    name: String, regexps: [String], useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, transform: @escaping @Sendable (String) throws -> Value
  ) throws {
    try self.init(
      name: name, regexps: regexps, typeName: String(describing: Value.self),
      useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch
    ) { values in
      guard let first = values.first, let text = first else { return nil }
      return try transform(text)
    }
  }

  /// The value for the given group values, made by the transformer.
  public func transform(_ groupValues: [String?]) throws -> (any Sendable)? {
    try transformer(groupValues)
  }

  /// The order of types sharing a regexp: preferential first, then by name.
  static func areInIncreasingOrder(_ lhs: ParameterType, _ rhs: ParameterType) -> Bool {
    if lhs.preferForRegexpMatch != rhs.preferForRegexpMatch {
      return lhs.preferForRegexpMatch
    }
    return lhs.name < rhs.name
  }
}
