import Acceptance
import CucumberExpressions
import Testing

/// The official parser cases: the syntax tree (types, positions, tokens) or the exact error.
@Suite("Cucumber Expression parser")
struct CucumberExpressionParserTests {
  struct ExpectedNode: Decodable, Equatable {
    let type: String
    let start: Int
    let end: Int
    let token: String?
    let nodes: [ExpectedNode]?

    init(type: String, start: Int, end: Int, token: String?, nodes: [ExpectedNode]?) {
      self.type = type
      self.start = start
      self.end = end
      self.token = token
      self.nodes = nodes
    }

    init(_ node: Node) {
      self.init(
        type: node.kind.rawValue, start: node.start, end: node.end, token: node.token,
        nodes: node.nodes.map { $0.map(ExpectedNode.init) })
    }
  }

  static let folder = "cucumber-expression/parser"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func parse(caseName: String) throws {
    let testCase = try ExpectationCase<ExpectedNode>.load(
      Self.folder, caseName, expectedKey: "expected_ast")
    ExpressionTestData.expect(testCase.expected, orError: testCase.exception) {
      ExpectedNode(try CucumberExpressionParser.parse(testCase.expression))
    }
  }
}
