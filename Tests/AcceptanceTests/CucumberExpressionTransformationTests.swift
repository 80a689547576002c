import Acceptance
import Testing

/// The official transformation cases: the exact regular expression an expression compiles to.
@Suite("Cucumber Expression transformation")
struct CucumberExpressionTransformationTests {
  struct Case: Decodable {
    let expression: String
    let expectedRegex: String

    enum CodingKeys: String, CodingKey {
      case expression
      case expectedRegex = "expected_regex"
    }
  }

  static let folder = "cucumber-expression/transformation"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func transform(caseName: String) throws {
    let testCase = try ExpressionTestData.load(Case.self, Self.folder, caseName)
    let expression = try CucumberExpression(
      testCase.expression, registry: ParameterTypeRegistry())
    #expect(expression.regexPattern == testCase.expectedRegex)
  }
}
