import Acceptance
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

  struct Case: Decodable {
    let expression: String
    let expectedAst: ExpectedNode?
    let exception: String?

    enum CodingKeys: String, CodingKey {
      case expression
      case expectedAst = "expected_ast"
      case exception
    }
  }

  static let folder = "cucumber-expression/parser"

  @Test(arguments: ExpressionTestData.caseNames(folder))
  func parse(caseName: String) throws {
    let testCase = try ExpressionTestData.load(Case.self, Self.folder, caseName)
    do {
      let ast = try CucumberExpressionParser.parse(testCase.expression)
      #expect(testCase.exception == nil, "expected an error")
      #expect(ExpectedNode(ast) == testCase.expectedAst)
    } catch {
      #expect(ExpressionTestData.message(of: error) == testCase.exception)
    }
  }
}
