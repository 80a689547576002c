import Foundation

/// The parameter types every ``ParameterTypeRegistry`` starts with, and their Swift value types.
///
/// | name | value | | name | value |
/// |---|---|---|---|---|
/// | `int` | `Int` | | `float` | `Float` |
/// | `byte` | `Int8` | | `double` | `Double` |
/// | `short` | `Int16` | | `bigdecimal` | `String` (the exact decimal text) |
/// | `long` | `Int64` | | `biginteger` | `String` (the exact digits) |
/// | `word`, `string`, `{}` | `String` | | | |
enum BuiltInParameterTypes {
  static let integerRegexps = [#"-?\d+"#, #"\d+"#]
  static let floatRegexp = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
  static let wordRegexp = #"[^\s]+"#
  static let stringRegexp = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
  static let anonymousRegexp = ".*"

  /// The built-in types, in the order the official implementations define them.
  static func all() throws -> [ParameterType] {
    [
      try number("int", integerRegexps, snippets: true, preferred: true, Int.init),
      try number("float", [floatRegexp], snippets: true, Float.init),
      try ParameterType(name: "word", regexps: [wordRegexp], useForSnippets: false) { $0 },
      try ParameterType(
        name: "string", regexps: [stringRegexp], typeName: "String",
        transformer: Self.unquote),
      try ParameterType(
        name: "", regexps: [anonymousRegexp], useForSnippets: false, preferForRegexpMatch: true
      ) { $0 },
      try number("double", [floatRegexp], Double.init),
      try number("bigdecimal", [floatRegexp]) { $0 },
      try number("byte", integerRegexps, Int8.init),
      try number("short", integerRegexps, Int16.init),
      try number("long", integerRegexps, Int64.init),
      try number("biginteger", integerRegexps) { $0 },
    ]
  }

  /// The text between the quotes of a `{string}` match, with `\"` and `\'` unescaped.
  @Sendable static func unquote(_ values: [String?]) -> (any Sendable)? {
    let text = values.lazy.compactMap { $0 }.first ?? ""
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
    return text.replacingOccurrences(of: "\\\"", with: "\"")
      .replacingOccurrences(of: "\\'", with: "'")
  }

  /// A numeric type whose transform fails with a clear message when the text does not fit.
  private static func number<Value: Sendable>(
    _ name: String, _ regexps: [String], snippets: Bool = false, preferred: Bool = false,
    _ convert: @escaping @Sendable (String) -> Value?
  ) throws -> ParameterType {
    try ParameterType(
      name: name, regexps: regexps, useForSnippets: snippets, preferForRegexpMatch: preferred
    ) { text in
      guard let value = convert(text) else {
        throw CucumberExpressionError("Cannot convert '\(text)' to {\(name)} (\(Value.self))")
      }
      return value
    }
  }
}
