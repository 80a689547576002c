import Gherkin

/// What the Cucumber JSON report needs from a feature's document: backgrounds, tag lines and the
/// ids of scenarios (`feature;rule;scenario;examples;row`).
struct FeatureLineage {
  /// The document's nodes by id.
  let index: DocumentIndex
  /// The line of each tag, by the tag's id.
  private(set) var tagLines: [String: Int] = [:]
  private var backgrounds: [String: Background] = [:]
  private var examples: [String: (block: Examples, row: Int)] = [:]
  private let featureName: String

  init(_ document: GherkinDocument) {
    index = DocumentIndex(document)
    featureName = document.feature?.name ?? ""
    let feature = document.feature
    for tag in feature?.tags ?? [] { tagLines[tag.id] = tag.location.line }
    for child in feature?.children ?? [] {
      add(child.background)
      add(child.scenario)
      for tag in child.rule?.tags ?? [] { tagLines[tag.id] = tag.location.line }
      for ruleChild in child.rule?.children ?? [] {
        add(ruleChild.background)
        add(ruleChild.scenario)
      }
    }
  }

  /// The background that a test step comes from, if it is a background step.
  func background(of step: TestStep) -> Background? {
    step.pickleStep?.astNodeIds.first.flatMap { backgrounds[$0] }
  }

  /// The element id of a pickle, as Cucumber's json formatter makes it.
  func id(of pickle: Pickle) -> String {
    var parts = [featureName]
    if let rule = index.rule(pickle) { parts.append(rule.name) }
    parts.append(index.scenario(pickle)?.name ?? pickle.name)
    var id = parts.map(CucumberJSONDocument.id).joined(separator: ";")
    if let row = index.exampleRow(pickle), let example = examples[row.id] {
      id += ";" + CucumberJSONDocument.id(example.block.name) + ";\(example.row + 2)"
    }
    return id
  }

  private mutating func add(_ background: Background?) {
    guard let background else { return }
    for step in background.steps { backgrounds[step.id] = background }
  }

  private mutating func add(_ scenario: Scenario?) {
    guard let scenario else { return }
    for tag in scenario.tags { tagLines[tag.id] = tag.location.line }
    for block in scenario.examples {
      for tag in block.tags { tagLines[tag.id] = tag.location.line }
      for (number, row) in block.tableBody.enumerated() { examples[row.id] = (block, number) }
    }
  }
}
