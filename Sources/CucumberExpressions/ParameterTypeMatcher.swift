import Foundation

/// Finds where one regexp of a parameter type matches a whole word of a step text, for
/// ``CucumberExpressionGenerator``. Positions are UTF-16 offsets.
struct ParameterTypeMatcher: @unchecked Sendable {
  // NSRegularExpression is immutable and documented as thread-safe.
  let parameterType: ParameterType
  /// Whether a match does not depend on where the search starts (no anchor, word boundary or
  /// lookbehind): a match found from one position is then also the first from any later position
  /// up to its start.
  let looksOnlyAhead: Bool
  private let regex: NSRegularExpression
  /// Whether a whole-word match of the type stands for a parameter, given the text it matched.
  private let accepts: @Sendable (ParameterType, String) -> Bool

  /// A match: where it starts and how long it is.
  struct Match {
    let parameterType: ParameterType
    let start: Int
    let length: Int
    /// The order of the matcher that found it, to break ties as the reference's stable sort does.
    let rank: Int

    var end: Int { start + length }

    /// Leftmost first, then longest first, then in matcher order.
    static func precedes(_ lhs: Match, _ rhs: Match) -> Bool {
      (lhs.start, -lhs.length, lhs.rank) < (rhs.start, -rhs.length, rhs.rank)
    }
  }

  /// A matcher for `regexp` of `parameterType` that finds only the matches `accepts` takes; `nil`
  /// when `regexp` is not valid.
  init?(
    _ parameterType: ParameterType, regexp: String,
    accepting accepts: @escaping @Sendable (ParameterType, String) -> Bool
  ) {
    guard let regex = try? NSRegularExpression(pattern: "(\(regexp))") else { return nil }
    self.parameterType = parameterType
    self.regex = regex
    self.accepts = accepts
    looksOnlyAhead = !["^", "(?<", "\\b", "\\B", "\\A", "\\G"].contains { regexp.contains($0) }
  }

  /// The first non-empty whole-word match that the matcher accepts at or after `position`,
  /// searching again from one code unit further each time there is none (as the reference does, so
  /// anchors and lookbehinds see the same text). When the pattern ``looksOnlyAhead``, a search from
  /// any position up to a refused match's start would find it again, so the next search starts
  /// past it.
  func firstMatch(in text: String, units: [UInt16], from position: Int, rank: Int) -> Match? {
    var position = position
    while position < units.count {
      let range = NSRange(location: position, length: units.count - position)
      guard let result = regex.firstMatch(in: text, range: range) else {
        if looksOnlyAhead { return nil }
        position += 1
        continue
      }
      let match = Match(
        parameterType: parameterType, start: result.range.location, length: result.range.length,
        rank: rank)
      if match.length > 0 && Self.isWordBoundary(units, before: match.start)
        && Self.isWordBoundary(units, at: match.end)
        && accepts(parameterType, String(decoding: units[match.start..<match.end], as: UTF16.self))
      {
        return match
      }
      position = looksOnlyAhead ? max(position, match.start) + 1 : position + 1
    }
    return nil
  }

  private static func isWordBoundary(_ units: [UInt16], before index: Int) -> Bool {
    index == 0 || isSeparator(units[index - 1])
  }

  private static func isWordBoundary(_ units: [UInt16], at index: Int) -> Bool {
    index == units.count || isSeparator(units[index])
  }

  /// Whether a code unit is a separator, punctuation or a symbol (`\p{Z}|\p{P}|\p{S}`).
  private static func isSeparator(_ unit: UInt16) -> Bool {
    guard let scalar = Unicode.Scalar(unit) else { return false }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }
}
