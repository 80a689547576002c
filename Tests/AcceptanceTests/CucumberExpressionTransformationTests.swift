import Acceptance
import CucumberExpressions
import Testing

/// The official transformation cases: the exact regular expression an expression compiles to.
@Suite("Cucumber Expression transformation")
struct CucumberExpressionTransformationTests {
  static let folder = "cucumber-expression/transformation"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func transform(caseName: String) throws {
    let testCase = try ExpectationCase<String>.load(
      Self.folder, caseName, expectedKey: "expected_regex")
    ExpressionTestData.expect(testCase.expected, orError: testCase.exception) {
      try CucumberExpression(testCase.expression, registry: ParameterTypeRegistry()).regexPattern
    }
  }
}
