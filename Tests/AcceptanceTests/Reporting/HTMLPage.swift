import Acceptance
import Foundation

/// An HTML report parsed as XML (the report is well-formed XML too), with the queries the tests of
/// the report ask.
struct HTMLPage {
  /// The page as written.
  let text: String
  /// The `<html>` element.
  let root: XMLTree

  /// Runs `files` with `steps` into an HTML report and parses it.
  static func run(
    _ files: [String: String] = ["nasty.feature": ReportFixture.feature],
    steps: StepRegistry<LogWorld> = ReportFixture.steps()
  ) async throws -> (HTMLPage, RunnerFixture) {
    let (text, fixture) = try await ReportFixture.run(files, steps: steps) {
      HTMLReporter(output: $0)
    }
    return (HTMLPage(text: text, root: try XMLTree.parse(text)), fixture)
  }

  /// The scenarios, in page order.
  var scenarios: [XMLTree] { root.descendants("details", withClass: "scenario") }

  /// The scenario whose summary has `name`.
  func scenario(_ name: String) -> XMLTree? {
    scenarios.first { scenario in
      scenario.descendants("span", withClass: "name").first?.text.trimmingCharacters(
        in: .whitespaces)
        == name
    }
  }
}

extension XMLTree {
  /// Every element below this one named `name` (with `className` among its classes, if given), in
  /// document order. (The label is not `class:`: a `class` token in a function body makes the
  /// compiler type-check that body again when it emits the module, as it would a local class.)
  func descendants(_ name: String, withClass className: String? = nil) -> [XMLTree] {
    var found: [XMLTree] = []
    for child in children {
      let classes = (child.attributes["class"] ?? "").split(separator: " ").map(String.init)
      if child.name == name, className.map(classes.contains) ?? true { found.append(child) }
      found += child.descendants(name, withClass: className)
    }
    return found
  }

  /// The text of this element and every element below it (its own text first, so the order of
  /// mixed content is lost: for `contains` checks).
  var deepText: String { text + children.map(\.deepText).joined() }

  /// The classes of the element.
  var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
}
