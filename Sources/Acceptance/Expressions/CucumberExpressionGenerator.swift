/// Suggests Cucumber Expressions for the text of an undefined step, for snippets: numbers become
/// `{int}` or `{float}`, quoted text `{string}`, and custom types with
/// ``ParameterType/useForSnippets`` their `{name}`, always on whole words.
///
/// ```swift
/// let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())
/// let suggestion = generator.generateExpressions("I have 2 cukes and 1.5 euro")[0]
/// suggestion.source  // "I have {int} cukes and {float} euro"
/// suggestion.parameterNames  // ["int", "float"]
/// ```
///
/// When several types match the same words, every combination is suggested (at most 256),
/// preferential types first.
public struct CucumberExpressionGenerator: Sendable {
  /// The most expressions ``generateExpressions(_:)`` returns.
  public static let maximumExpressions = 256
  private let matchers: [ParameterTypeMatcher]

  /// A generator over the snippet parameter types of `registry`, compiled once.
  public init(registry: ParameterTypeRegistry) {
    matchers = registry.parameterTypes.filter(\.useForSnippets).flatMap { parameterType in
      parameterType.regexps.compactMap { ParameterTypeMatcher(parameterType, regexp: $0) }
    }
  }

  /// The suggested expressions for `text`, best first.
  public func generateExpressions(_ text: String) -> [GeneratedExpression] {
    let units = Array(text.utf16)
    var textParts: [String] = []
    var choices: [[ParameterType]] = []
    var position = 0
    while position < units.count {
      let matches = matchers.enumerated().compactMap { rank, matcher in
        matcher.firstMatch(in: text, units: units, from: position, rank: rank)
      }.sorted(by: ParameterTypeMatcher.Match.precedes)
      guard let best = matches.first else { break }
      let bestMatches = matches.filter { $0.start == best.start && $0.length == best.length }
      var types: [ParameterType] = []
      for match in bestMatches where !types.contains(where: { $0.name == match.parameterType.name })
      {
        types.append(match.parameterType)
      }
      choices.append(types.sorted(by: ParameterType.areInIncreasingOrder))
      textParts.append(Self.escape(units[position..<best.start]))
      position = best.end
    }
    textParts.append(Self.escape(units[min(position, units.count)...]))
    return Self.combinations(of: choices).map {
      GeneratedExpression(textParts: textParts, parameterTypes: $0)
    }
  }

  /// Every choice of one type per parameter, in order, up to ``maximumExpressions``.
  private static func combinations(of choices: [[ParameterType]]) -> [[ParameterType]] {
    var results: [[ParameterType]] = []
    func extend(_ prefix: [ParameterType]) {
      guard results.count < maximumExpressions else { return }
      guard prefix.count < choices.count else {
        results.append(prefix)
        return
      }
      for parameterType in choices[prefix.count] where results.count < maximumExpressions {
        extend(prefix + [parameterType])
      }
    }
    extend([])
    return results
  }

  /// Step text escaped for a Cucumber Expression: `(`, `{` and `/` get a backslash.
  private static func escape(_ units: ArraySlice<UInt16>) -> String {
    var escaped = ""
    for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
      if scalar == "(" || scalar == "{" || scalar == "/" {
        escaped.unicodeScalars.append("\\")
      }
      escaped.unicodeScalars.append(scalar)
    }
    return escaped
  }
}
