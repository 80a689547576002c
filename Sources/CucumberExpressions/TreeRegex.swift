import Foundation

/// A compiled regular expression that returns its match as a tree of ``Group``s.
struct TreeRegex: @unchecked Sendable {
  // NSRegularExpression is immutable and documented as thread-safe.
  let regex: NSRegularExpression
  let tree: GroupTree
  /// Whether a match must end at the end of the text (`$` in ICU also matches before a final
  /// line break; Cucumber Expressions must not).
  private let requiresFullMatch: Bool

  /// Compiles `pattern`.
  ///
  /// - Throws: ``CucumberExpressionError`` when `pattern` is not a valid regular expression.
  init(pattern: String, requiresFullMatch: Bool = false) throws {
    do {
      regex = try NSRegularExpression(pattern: pattern)
    } catch {
      throw CucumberExpressionError("Invalid regular expression /\(pattern)/: \(error)")
    }
    tree = GroupTree(pattern: pattern)
    // A pattern whose groups the tree misreads would ask a match for groups it does not have.
    guard tree.groupCount == regex.numberOfCaptureGroups else {
      throw CucumberExpressionError(
        "Cannot read the capture groups of /\(pattern)/: it has \(regex.numberOfCaptureGroups), "
          + "\(tree.groupCount) were found; write its character classes and groups more simply")
    }
    self.requiresFullMatch = requiresFullMatch
  }

  /// The longest one match may take: a pattern that backtracks catastrophically on a text gives up
  /// there instead of stalling the run.
  static let budgetSeconds = 1.0
  /// ``budgetSeconds`` as a duration.
  static let budget: Duration = .seconds(budgetSeconds)

  /// The top-level capture groups of the first match in `text`, or `nil` when it does not match.
  /// - Throws: ``MatchBudgetExceeded`` when matching takes longer than ``budget``.
  func match(_ text: String) throws(MatchBudgetExceeded) -> [Group]? {
    let length = text.utf16.count
    let deadline = ContinuousClock.now.advanced(by: Self.budget)
    var found: NSTextCheckingResult?
    var overBudget = false
    regex.enumerateMatches(
      in: text, options: [.reportProgress], range: NSRange(location: 0, length: length)
    ) { result, _, stop in
      if let result {
        found = result
        stop.pointee = true
      } else if ContinuousClock.now >= deadline {
        overBudget = true
        stop.pointee = true
      }
    }
    if overBudget { throw MatchBudgetExceeded(pattern: regex.pattern) }
    guard let result = found,
      !requiresFullMatch || result.range.location + result.range.length == length
    else { return nil }
    return tree.children.map { Self.group($0, in: result, text: text) }
  }

  private static func group(_ node: GroupTree, in result: NSTextCheckingResult, text: String)
    -> Group
  {
    let children = node.children.map { group($0, in: result, text: text) }
    let range = result.range(at: node.index)
    guard range.location != NSNotFound else {
      return Group(value: nil, start: nil, end: nil, children: children)
    }
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
    let upper = utf16.index(lower, offsetBy: range.length)
    let value = String(text[lower..<upper])
    return Group(
      value: value, start: range.location, end: range.location + range.length, children: children)
  }
}

/// A regular expression that took longer than ``TreeRegex/budget`` to match a step's text.
package struct MatchBudgetExceeded: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pattern as compiled.
  package let pattern: String

  package var description: String {
    "matching /\(pattern)/ took longer than \(TreeRegex.budgetSeconds)s: simplify the pattern "
      + "(nested quantifiers such as (a+)+ backtrack without end)"
  }
}
