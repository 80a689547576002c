import AcceptanceXCTest
import CalculatorSteps
import XCTest

/// The features from XCTest: one test method per feature file, each failing step a failure at its
/// line in the feature file.
final class CalculatorFeatures: XCTestCase {
  /// One runner for every test method, so that they make one run (one `beforeAll`, one report).
  static let features = XCTFeatureRunner(steps: CalculatorSteps.registry) { CalculatorWorld() }

  func testCalculator() async {
    await Self.features.run("Features/calculator.feature", in: self)
  }

  /// The false claims fail, each at its last step (and nowhere else).
  func testFalseClaimsFailAtTheirLastStep() async {
    let (summary, failures) = await Self.features.run(["Tests/FalseClaims"], reporters: [])
    XCTAssertFalse(summary.passed)
    XCTAssertEqual(failures.map(\.line), [10, 15, 20, 28])
    XCTAssertEqual(failures.map(\.status), Array(repeating: .failed, count: 4))
  }
}
