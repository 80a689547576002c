import Acceptance

extension FeatureSuite {
  /// The scenarios of part `part` (from 1) of `count` parts of about the same size, in the
  /// suite's order, the problem cases in the first: the arguments of one of `count` tests, for a
  /// suite of thousands of scenarios.
  ///
  /// ```swift
  /// import AcceptanceTesting
  /// import CalculatorSteps
  /// import Testing
  ///
  /// let largeSuite = FeatureSuite(steps: CalculatorSteps.registry, paths: ["Features"]) {
  ///   CalculatorWorld()
  /// }
  ///
  /// @Suite(.acceptance(largeSuite))
  /// struct LargeSuite {
  ///   @Test(arguments: largeSuite.scenarios(part: 1, of: 2))
  ///   func part1(_ scenario: FeatureScenario) async { await largeSuite.run(scenario) }
  ///
  ///   @Test(arguments: largeSuite.scenarios(part: 2, of: 2))
  ///   func part2(_ scenario: FeatureScenario) async { await largeSuite.run(scenario) }
  /// }
  /// ```
  ///
  /// Swift Testing 6.3 copies its console's record of a test's cases each time one of them
  /// starts, a cost quadratic in the cases of one test (fixed in swift-testing#1626, after that
  /// release): about 1.5 s for 5,880 scenarios in one test. Spread over `count` tests, it is
  /// `count` times smaller. A part outside `1...count` is one failing problem case that says so.
  public func scenarios(part: Int, of count: Int) -> [FeatureScenario] {
    guard count >= 1, (1...count).contains(part) else {
      let message =
        "scenarios(part: \(part), of: \(count)): the part must be from 1 to the number of parts, "
        + "which must be at least 1"
      return [FeatureScenario(problem: RunProblem(message))]
    }
    // Where part `index` (from 0) starts: index × total / count, without overflow.
    func start(_ index: Int) -> Int {
      count.dividingFullWidth(scenarios.count.multipliedFullWidth(by: index)).quotient
    }
    return Array(scenarios[start(part - 1)..<start(part)])
  }
}
