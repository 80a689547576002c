import Foundation
import Gherkin
import TagExpressions

/// Chooses the scenarios to run by tag expression, name and line.
struct ScenarioFilter: Sendable {
  private let tags: TagExpression?
  private let names: [NSRegularExpression]

  /// - Throws: ``RunProblem`` for an invalid tag expression or name pattern.
  init(tags: String?, names: [String]) throws(RunProblem) {
    do {
      self.tags = try tags.map(TagExpression.parse)
    } catch {
      throw RunProblem("--tags: \(error)")
    }
    var compiled: [NSRegularExpression] = []
    for name in names {
      do {
        compiled.append(try NSRegularExpression(pattern: name))
      } catch {
        throw RunProblem("--name: '\(name)' is not a valid regular expression")
      }
    }
    self.names = compiled
  }

  /// Whether `pickle`, whose tag names are `tagNames`, passes the tag and name filters and, when the
  /// path has line filters, is one of what `lines` selects.
  func accepts(_ pickle: Pickle, tagNames: Set<String>, lines: LineSelection?) -> Bool {
    if let tags, !tags.evaluate(tagNames) { return false }
    if !names.isEmpty, !names.contains(where: { $0.matches(pickle.name) }) { return false }
    if let lines, !lines.selects(pickle) { return false }
    return true
  }
}

extension NSRegularExpression {
  /// Whether the expression matches somewhere in `text`.
  func matches(_ text: String) -> Bool {
    firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
