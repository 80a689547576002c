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

  /// What the type is made of; a class, so that every ``Argument`` shares it for one reference.
  private final class Storage: Sendable {
    let name: String
    let regexps: [String]
    let typeName: String?
    let useForSnippets: Bool
    let preferForRegexpMatch: Bool
    let transformer: Transformer

    init(
      name: String, regexps: [String], typeName: String?, useForSnippets: Bool,
      preferForRegexpMatch: Bool, transformer: @escaping Transformer
    ) {
      self.name = name
      self.regexps = regexps
      self.typeName = typeName
      self.useForSnippets = useForSnippets
      self.preferForRegexpMatch = preferForRegexpMatch
      self.transformer = transformer
    }
  }

  private let storage: Storage

  /// The name used between braces (`int` for `{int}`; empty for the anonymous type `{}`).
  public var name: String { storage.name }
  /// The regular expressions (ICU syntax, unanchored) that match the argument text.
  public var regexps: [String] { storage.regexps }
  /// The name of the value's type, for generated snippets (for example `Int`); `nil` if unknown.
  public var typeName: String? { storage.typeName }
  /// Whether ``CucumberExpressionGenerator`` suggests this type in snippets.
  public var useForSnippets: Bool { storage.useForSnippets }
  /// Whether this type wins when several types share a regexp used by a ``RegularExpression``.
  public var preferForRegexpMatch: Bool { storage.preferForRegexpMatch }

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
    storage = Storage(
      name: name, regexps: regexps, typeName: typeName, useForSnippets: useForSnippets,
      preferForRegexpMatch: preferForRegexpMatch, transformer: transformer)
  }

  /// Creates a parameter type whose value is made from the first group value (or the whole match).
  ///
  /// An unmatched optional group gives `nil` without calling `transform`.
  public init<Value: Sendable>(
    name: String, regexps: [String], useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, transform: @escaping @Sendable (String) throws -> Value
  ) throws {
    try self.init(
      name: name, regexps: regexps, typeName: nameOfType(Value.self),
      useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch
    ) { values in
      guard let first = values.first, let text = first else { return nil }
      return try transform(text)
    }
  }

  /// The value for the given group values, made by the transformer.
  public func transform(_ groupValues: [String?]) throws -> (any Sendable)? {
    try storage.transformer(groupValues)
  }

  /// The order of types sharing a regexp: preferential first, then by name.
  static func areInIncreasingOrder(_ lhs: ParameterType, _ rhs: ParameterType) -> Bool {
    if lhs.preferForRegexpMatch != rhs.preferForRegexpMatch {
      return lhs.preferForRegexpMatch
    }
    return lhs.name < rhs.name
  }
}
