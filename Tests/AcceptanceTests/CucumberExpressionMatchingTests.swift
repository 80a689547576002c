import Acceptance
import CucumberExpressions
import Testing

/// The official matching cases: typed argument values, no match, or the exact error message.
///
/// `{bigdecimal}` and `{biginteger}` give the exact matched text as a `String`; `{float}` gives a
/// `Float`, compared with the expected number rounded to `Float`.
@Suite("Cucumber Expression matching")
struct CucumberExpressionMatchingTests {
  static let folder = "cucumber-expression/matching"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func match(caseName: String) throws {
    let testCase = try MatchingCase(Self.folder, caseName)
    do {
      let expression = try CucumberExpression(
        testCase.expression, registry: ParameterTypeRegistry())
      #expect(testCase.exception == nil, "expected an error")
      let values = try expression.match(testCase.text)?.map { try $0.value() }
      #expect(testCase.expects(values), "got \(String(describing: values))")
    } catch {
      #expect(ExpressionTestData.message(of: error) == testCase.exception)
    }
  }
}

/// The official regular-expression matching cases (optional capture groups).
@Suite("Regular expression matching")
struct RegularExpressionMatchingTests {
  static let folder = "regular-expression/matching"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func match(caseName: String) throws {
    let testCase = try MatchingCase(Self.folder, caseName)
    let expression = try RegularExpression(testCase.expression, registry: ParameterTypeRegistry())
    let values = try expression.match(testCase.text)?.map { try $0.value() }
    #expect(testCase.expects(values), "got \(String(describing: values))")
  }
}
