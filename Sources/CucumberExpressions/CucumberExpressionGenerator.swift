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
    self.init(registry: registry, accepting: { _, _ in true })
  }

  /// A generator that suggests a parameter only where `accepts` takes the type and the text it
  /// would stand for; elsewhere the text stays literal and the type's next match is looked for.
  package init(
    registry: ParameterTypeRegistry,
    accepting accepts: @escaping @Sendable (ParameterType, String) -> Bool
  ) {
    matchers = registry.parameterTypes.filter(\.useForSnippets).flatMap { parameterType in
      parameterType.regexps.compactMap {
        ParameterTypeMatcher(parameterType, regexp: $0, accepting: accepts)
      }
    }
  }

  /// The longest step text, in UTF-16 code units, whose parameters are suggested; a longer one is
  /// suggested as plain text, so that a pasted paragraph costs no more than a sentence.
  public static let maximumLength = 1_000

  /// The suggested expressions for `text`, best first.
  ///
  /// Each matcher's next match is searched for once and kept until the text before it has been
  /// consumed, so the cost grows with the square of the text's length at most, and text longer
  /// than ``maximumLength`` gets a single expression without parameters.
  public func generateExpressions(_ text: String) -> [GeneratedExpression] {
    let units = Array(text.utf16)
    guard units.count <= Self.maximumLength else {
      return [GeneratedExpression(textParts: [Self.escape(units[...])], parameterTypes: [])]
    }
    var textParts: [String] = []
    var choices: [[ParameterType]] = []
    var position = 0
    var nextMatches = [ParameterTypeMatcher.Match?](repeating: nil, count: matchers.count)
    var searchedFrom = [Int?](repeating: nil, count: matchers.count)
    while position < units.count {
      for (rank, matcher) in matchers.enumerated() {
        if let searched = searchedFrom[rank],
          Self.stillFirst(nextMatches[rank], matcher, searched, position)
        {
          continue
        }
        nextMatches[rank] = matcher.firstMatch(in: text, units: units, from: position, rank: rank)
        searchedFrom[rank] = position
      }
      let matches = nextMatches.compactMap { $0 }.filter { $0.start >= position }
        .sorted(by: ParameterTypeMatcher.Match.precedes)
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

  /// Whether `match`, the first match of `matcher` from `searched`, is also the first from the
  /// later `position`: no match from `searched` means none later, and a match still ahead is found
  /// again when the pattern ``ParameterTypeMatcher/looksOnlyAhead``.
  private static func stillFirst(
    _ match: ParameterTypeMatcher.Match?, _ matcher: ParameterTypeMatcher, _ searched: Int,
    _ position: Int
  ) -> Bool {
    guard let match else { return true }
    return match.start >= position && (searched == position || matcher.looksOnlyAhead)
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
