import CucumberExpressions
import Gherkin

/// The pickles that the lines of `file.feature:LINE[:LINE…]` select, so that the `at FILE:LINE` of
/// any failure reruns its scenario.
///
/// A line selects what it lies in, as in Cucumber-Ruby's locations filter (with the `Examples:`
/// lines of Cucumber-JVM's line filter):
/// - a line of a scenario (its tags, keyword, description, steps with their data tables and doc
///   strings, and the lines between them) selects the scenario, and every example of an outline;
/// - a line of an `Examples:` block (its tags, keyword, description, header) selects every row of
///   that block, and the line of a row that row only;
/// - a line of a `Background` selects every scenario it runs before: those of the feature, or
///   those of the rule for a rule's background;
/// - the keyword or tag lines of the feature select every scenario, those of a rule the scenarios of
///   the rule;
/// - other lines (the blank lines and comments between scenarios, the description of the feature
///   or of a rule) select nothing, as in Cucumber-JVM and Cucumber-Ruby.
struct LineSelection: Sendable {
  /// The scenarios and outlines whose pickles are all selected, by id.
  private var scenarios: Set<String> = []
  /// The example rows whose pickles are selected, by id.
  private var rows: Set<String> = []

  /// What `lines` select in `document`; one pass over the document, whatever the number of lines.
  init(_ document: GherkinDocument, lines: [Int]) {
    guard let feature = document.feature else { return }
    let requested = RequestedLines(lines)
    let backgrounds = feature.children.compactMap(\.background)
    if requested.containsHeading(line: feature.location.line, tags: feature.tags)
      || backgrounds.contains(where: { requested.count(in: $0.lines) > 0 })
    {
      for child in feature.children {
        if let scenario = child.scenario { scenarios.insert(scenario.id) }
        for ruleChild in child.rule?.children ?? [] {
          if let scenario = ruleChild.scenario { scenarios.insert(scenario.id) }
        }
      }
      return
    }
    for child in feature.children {
      if let rule = child.rule { select(in: rule, requested) }
      if let scenario = child.scenario { select(in: scenario, requested) }
    }
  }

  /// Whether the lines select `pickle`.
  func selects(_ pickle: Pickle) -> Bool {
    let ids = pickle.astNodeIds
    if let scenario = ids.first, scenarios.contains(scenario) { return true }
    return ids.count > 1 && rows.contains(ids[1])
  }

  private mutating func select(in rule: Rule, _ requested: RequestedLines) {
    let ruleScenarios = rule.children.compactMap(\.scenario)
    let backgrounds = rule.children.compactMap(\.background)
    if requested.containsHeading(line: rule.location.line, tags: rule.tags)
      || backgrounds.contains(where: { requested.count(in: $0.lines) > 0 })
    {
      scenarios.formUnion(ruleScenarios.map(\.id))
      return
    }
    for scenario in ruleScenarios { select(in: scenario, requested) }
  }

  private mutating func select(in scenario: Scenario, _ requested: RequestedLines) {
    let inScenario = requested.count(in: scenario.lines)
    guard inScenario > 0 else { return }
    var inBlocks = 0
    for block in scenario.examples {
      let inBlock = requested.count(in: block.lines)
      guard inBlock > 0 else { continue }
      inBlocks += inBlock
      let chosen = block.tableBody.filter { requested.contains($0.location.line) }
      // Each chosen row stands for one requested line; any other line of the block (its keyword,
      // tags, description or header) stands for every row.
      rows.formUnion((chosen.count < inBlock ? block.tableBody : chosen).map(\.id))
    }
    if inScenario > inBlocks { scenarios.insert(scenario.id) }
  }
}

/// The lines asked for, sorted without repeats, so that the lines in a span are counted by binary
/// search.
private struct RequestedLines {
  private let sorted: [Int]
  private let set: Set<Int>

  init(_ lines: [Int]) {
    set = Set(lines)
    sorted = set.sorted()
  }

  func contains(_ line: Int) -> Bool { set.contains(line) }

  /// Whether one of the lines is `line` or the line of one of `tags`.
  func containsHeading(line: Int, tags: [GherkinTag]) -> Bool {
    contains(line) || tags.contains { contains($0.location.line) }
  }

  /// How many of the lines lie in `span`.
  func count(in span: ClosedRange<Int>) -> Int {
    position(of: span.upperBound + 1) - position(of: span.lowerBound)
  }

  /// The number of lines before `line`.
  private func position(of line: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < line { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
