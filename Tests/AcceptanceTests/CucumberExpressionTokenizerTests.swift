import Acceptance
import CucumberExpressions
import Testing

/// The official tokenizer cases: tokens (type, start, end, text) or the exact error message.
@Suite("Cucumber Expression tokenizer")
struct CucumberExpressionTokenizerTests {
  struct ExpectedToken: Decodable, Equatable {
    let type: String
    let start: Int
    let end: Int
    let text: String
  }

  static let folder = "cucumber-expression/tokenizer"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func tokenize(caseName: String) throws {
    let testCase = try ExpectationCase<[ExpectedToken]>.load(
      Self.folder, caseName, expectedKey: "expected_tokens")
    ExpressionTestData.expect(testCase.expected, orError: testCase.exception) {
      try CucumberExpressionTokenizer.tokenize(testCase.expression).map {
        ExpectedToken(type: $0.kind.rawValue, start: $0.start, end: $0.end, text: $0.text)
      }
    }
  }
}
