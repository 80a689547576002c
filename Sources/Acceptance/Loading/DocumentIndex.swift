import CucumberExpressions
package import Gherkin

/// Finds the AST nodes of a Gherkin document by id: the source lines and keywords that reports need
/// for a pickle and its steps.
package struct DocumentIndex: Sendable {
  /// The feature's keyword and name.
  package let feature: Feature?
  /// The feature's keyword (`Feature` when there is no feature), read once for every test case.
  let featureKeyword: String
  /// The feature's name (empty when there is no feature).
  let featureName: String
  /// Each step, by id.
  private var steps: [String: Step] = [:]
  private var scenarios: [String: Scenario] = [:]
  private var rows: [String: TableRow] = [:]
  private var ruleOfScenario: [String: Rule] = [:]

  /// Indexes every node of `document`.
  package init(_ document: GherkinDocument) {
    feature = document.feature
    featureKeyword = document.feature?.keyword ?? "Feature"
    featureName = document.feature?.name ?? ""
    reserveCapacity(for: document.feature?.children ?? [])
    for child in document.feature?.children ?? [] {
      add(background: child.background)
      add(scenario: child.scenario, rule: nil)
      if let rule = child.rule {
        for ruleChild in rule.children {
          add(background: ruleChild.background)
          add(scenario: ruleChild.scenario, rule: rule)
        }
      }
    }
  }

  /// The AST step of a pickle step (its first AST node id).
  package func step(_ pickleStep: PickleStep) -> Step? {
    pickleStep.astNodeIds.first.flatMap { steps[$0] }
  }

  /// The scenario or outline a pickle comes from.
  package func scenario(_ pickle: Pickle) -> Scenario? {
    pickle.astNodeIds.first.flatMap { scenarios[$0] }
  }

  /// The rule that contains the pickle's scenario, if any.
  package func rule(_ pickle: Pickle) -> Rule? {
    pickle.astNodeIds.first.flatMap { ruleOfScenario[$0] }
  }

  /// The example row a pickle was made from, for a pickle of a Scenario Outline.
  package func exampleRow(_ pickle: Pickle) -> TableRow? {
    pickle.astNodeIds.dropFirst().first.flatMap { rows[$0] }
  }

  /// The line where the pickle is written: its example row for an outline, its scenario otherwise.
  package func line(of pickle: Pickle) -> Int {
    exampleRow(pickle)?.location.line ?? pickle.location?.line
      ?? scenario(pickle)?.location.line ?? 0
  }

  /// Makes room for the steps and scenarios of `children`, so that the tables never grow.
  private mutating func reserveCapacity(for children: [FeatureChild]) {
    var stepCount = 0
    var scenarioCount = 0
    func count(_ background: Background?, _ scenario: Scenario?) {
      stepCount += (background?.steps.count ?? 0) + (scenario?.steps.count ?? 0)
      scenarioCount += scenario == nil ? 0 : 1
    }
    for child in children {
      count(child.background, child.scenario)
      for ruleChild in child.rule?.children ?? [] {
        count(ruleChild.background, ruleChild.scenario)
      }
    }
    steps.reserveCapacity(stepCount)
    scenarios.reserveCapacity(scenarioCount)
  }

  private mutating func add(background: Background?) {
    for step in background?.steps ?? [] { steps[step.id] = step }
  }

  private mutating func add(scenario: Scenario?, rule: Rule?) {
    guard let scenario else { return }
    scenarios[scenario.id] = scenario
    if let rule { ruleOfScenario[scenario.id] = rule }
    for step in scenario.steps { steps[step.id] = step }
    for block in scenario.examples {
      for row in block.tableBody { rows[row.id] = row }
    }
  }
}
