extension PickleCompiler {
  /// How many ids ``compile(_:uri:emit:)`` draws for `document`: one per pickle and one per
  /// pickle step, so a stream can reserve them before compiling on another thread.
  static func idCount(of document: GherkinDocument) -> Int {
    guard let feature = document.feature else { return 0 }
    var count = 0
    var backgroundSteps = 0
    for child in feature.children {
      if let background = child.background {
        backgroundSteps = background.steps.count
      } else if let rule = child.rule {
        var ruleSteps = backgroundSteps
        for child in rule.children {
          if let background = child.background {
            ruleSteps += background.steps.count
          } else if let scenario = child.scenario {
            count += idCount(of: scenario, backgroundSteps: ruleSteps)
          }
        }
      } else if let scenario = child.scenario {
        count += idCount(of: scenario, backgroundSteps: backgroundSteps)
      }
    }
    return count
  }

  private static func idCount(of scenario: Scenario, backgroundSteps: Int) -> Int {
    let steps = scenario.steps.isEmpty ? 0 : backgroundSteps + scenario.steps.count
    guard !scenario.examples.isEmpty else { return steps + 1 }
    var rows = 0
    for examples in scenario.examples where examples.tableHeader != nil {
      rows += examples.tableBody.count
    }
    return rows * (steps + 1)
  }
}
