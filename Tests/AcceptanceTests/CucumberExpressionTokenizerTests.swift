import Acceptance
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

  struct Case: Decodable {
    let expression: String
    let expectedTokens: [ExpectedToken]?
    let exception: String?

    enum CodingKeys: String, CodingKey {
      case expression
      case expectedTokens = "expected_tokens"
      case exception
    }
  }

  static let folder = "cucumber-expression/tokenizer"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func tokenize(caseName: String) throws {
    let testCase = try ExpressionTestData.load(Case.self, Self.folder, caseName)
    do {
      let tokens = try CucumberExpressionTokenizer.tokenize(testCase.expression)
      let actual = tokens.map {
        ExpectedToken(type: $0.kind.rawValue, start: $0.start, end: $0.end, text: $0.text)
      }
      #expect(testCase.exception == nil, "expected an error")
      #expect(actual == testCase.expectedTokens)
    } catch {
      #expect(ExpressionTestData.message(of: error) == testCase.exception)
    }
  }
}
