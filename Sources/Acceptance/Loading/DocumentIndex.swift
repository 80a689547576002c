import CucumberExpressions
package import Gherkin

/// Finds the AST nodes of a Gherkin document by id: the source lines and keywords that reports need
/// for a pickle and its steps.
///
/// It records where each node is (its list and its place in it), not a copy of the node, so that
/// indexing a document retains nothing per step; a lookup reads the node from its list.
package struct DocumentIndex: Sendable {
  /// A node's place: the list it is in, and its index there.
  private struct Place {
    let list: Int32
    let index: Int32

    init(_ list: Int, _ index: Int) {
      self.list = Int32(truncatingIfNeeded: list)
      self.index = Int32(truncatingIfNeeded: index)
    }
  }

  /// The feature's keyword and name.
  package let feature: Feature?
  /// The feature's keyword (`Feature` when there is no feature), read once for every test case.
  let featureKeyword: String
  /// The feature's name (empty when there is no feature).
  let featureName: String
  /// The steps of each background and scenario, in document order.
  private var stepLists: [[Step]] = []
  /// The example rows of each examples block, in document order.
  private var rowLists: [[TableRow]] = []
  private var scenarioList: [Scenario] = []
  private var rules: [Rule] = []
  // Keyed by node id, hashed as a ``TextKey``: a lookup per step and per test case.
  private var steps: [TextKey: Place] = [:]
  private var rows: [TextKey: Place] = [:]
  private var scenarios: [TextKey: Int] = [:]
  private var ruleOfScenario: [TextKey: Int] = [:]

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
        rules.append(rule)
        for ruleChild in rule.children {
          add(background: ruleChild.background)
          add(scenario: ruleChild.scenario, rule: rules.count - 1)
        }
      }
    }
  }

  /// The AST step of a pickle step (its first AST node id).
  package func step(_ pickleStep: PickleStep) -> Step? {
    place(of: pickleStep).map { stepLists[Int($0.list)][Int($0.index)] }
  }

  /// The keyword and location of the AST step of a pickle step, read without copying the step.
  func keywordAndLocation(of pickleStep: PickleStep) -> (keyword: String, location: Location)? {
    guard let place = place(of: pickleStep) else { return nil }
    let list = Int(place.list)
    let index = Int(place.index)
    return (stepLists[list][index].keyword, stepLists[list][index].location)
  }

  /// The scenario or outline a pickle comes from.
  package func scenario(_ pickle: Pickle) -> Scenario? {
    scenarioIndex(of: pickle).map { scenarioList[$0] }
  }

  /// The keyword of the scenario or outline a pickle comes from.
  func scenarioKeyword(of pickle: Pickle) -> String? {
    scenarioIndex(of: pickle).map { scenarioList[$0].keyword }
  }

  /// The rule that contains the pickle's scenario, if any.
  package func rule(_ pickle: Pickle) -> Rule? {
    pickle.astNodeIds.first.flatMap { ruleOfScenario[TextKey($0)] }.map { rules[$0] }
  }

  /// The example row a pickle was made from, for a pickle of a Scenario Outline.
  package func exampleRow(_ pickle: Pickle) -> TableRow? {
    rowPlace(of: pickle).map { rowLists[Int($0.list)][Int($0.index)] }
  }

  /// The line where the pickle is written: its example row for an outline, its scenario otherwise.
  package func line(of pickle: Pickle) -> Int {
    if let place = rowPlace(of: pickle) {
      return rowLists[Int(place.list)][Int(place.index)].location.line
    }
    if let line = pickle.location?.line { return line }
    return scenarioIndex(of: pickle).map { scenarioList[$0].location.line } ?? 0
  }

  private func place(of pickleStep: PickleStep) -> Place? {
    pickleStep.astNodeIds.first.flatMap { steps[TextKey($0)] }
  }

  private func scenarioIndex(of pickle: Pickle) -> Int? {
    pickle.astNodeIds.first.flatMap { scenarios[TextKey($0)] }
  }

  private func rowPlace(of pickle: Pickle) -> Place? {
    pickle.astNodeIds.dropFirst().first.flatMap { rows[TextKey($0)] }
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
    scenarioList.reserveCapacity(scenarioCount)
  }

  private mutating func add(steps list: [Step]) {
    let number = stepLists.count
    stepLists.append(list)
    // By index: a loop over the steps themselves would copy each one.
    for index in list.indices { steps[TextKey(list[index].id)] = Place(number, index) }
  }

  private mutating func add(background: Background?) {
    guard let background else { return }
    add(steps: background.steps)
  }

  private mutating func add(scenario: Scenario?, rule: Int?) {
    guard let scenario else { return }
    scenarios[TextKey(scenario.id)] = scenarioList.count
    scenarioList.append(scenario)
    if let rule { ruleOfScenario[TextKey(scenario.id)] = rule }
    add(steps: scenario.steps)
    for block in scenario.examples {
      let number = rowLists.count
      let body = block.tableBody
      rowLists.append(body)
      for index in body.indices { rows[TextKey(body[index].id)] = Place(number, index) }
    }
  }
}
