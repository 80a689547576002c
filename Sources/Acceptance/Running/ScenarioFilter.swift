import Foundation
import Gherkin

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

  /// Whether `pickle`, whose tag names are `tagNames`, passes the tag, name and line filters;
  /// `index` is the document's index, needed when `lines` is not empty.
  func accepts(
    _ pickle: Pickle, tagNames: Set<String>, lines: [Int], index: DocumentIndex?
  ) -> Bool {
    if let tags, !tags.evaluate(tagNames) { return false }
    if !names.isEmpty, !names.contains(where: { $0.matches(pickle.name) }) { return false }
    if !lines.isEmpty, index?.selectingLines(of: pickle).isDisjoint(with: lines) ?? true {
      return false
    }
    return true
  }
}

extension NSRegularExpression {
  /// Whether the expression matches somewhere in `text`.
  func matches(_ text: String) -> Bool {
    firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
