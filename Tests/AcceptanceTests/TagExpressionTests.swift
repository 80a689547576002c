import Acceptance
import Foundation
import TagExpressions
import TestSupport
import Testing

/// The official tag-expression cases: formatting, evaluation and error messages.
@Suite("Tag expressions")
struct TagExpressionTests {
  struct ParsingCase: Decodable, Sendable {
    let expression: String
    let formatted: String
  }

  struct EvaluationCase: Decodable, Sendable {
    struct Test: Decodable, Sendable {
      let variables: [String]
      let result: Bool
    }
    let expression: String
    let tests: [Test]
  }

  struct ErrorCase: Decodable, Sendable {
    let expression: String
    let error: String
  }

  /// Case `index` of a tag-expressions file, shown in the report as its expression.
  struct CaseReference: Sendable, CustomTestStringConvertible {
    let index: Int
    let expression: String
    var testDescription: String { "#\(index) \(expression)" }
  }

  static func load<Case: Decodable>(_ type: Case.Type, _ file: String) throws -> [Case] {
    let url = try ConformanceData.directory("tag-expressions").appendingPathComponent(file)
    return try JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
  }

  /// The cases of `file` as references; one placeholder when the data is missing, so that the
  /// test fails on loading instead of passing with no cases.
  static func references(_ file: String) -> [CaseReference] {
    struct Expression: Decodable { let expression: String }
    guard let cases = try? load(Expression.self, file) else {
      return [CaseReference(index: 0, expression: "(conformance data missing)")]
    }
    return cases.enumerated().map { CaseReference(index: $0, expression: $1.expression) }
  }

  @Test(arguments: references("parsing.json"))
  func parsing(reference: CaseReference) throws {
    let testCase = try Self.load(ParsingCase.self, "parsing.json")[reference.index]
    let expression = try TagExpression.parse(testCase.expression)
    #expect(expression.description == testCase.formatted)
    #expect(try TagExpression.parse(expression.description) == expression)
  }

  @Test(arguments: references("evaluations.json"))
  func evaluation(reference: CaseReference) throws {
    let testCase = try Self.load(EvaluationCase.self, "evaluations.json")[reference.index]
    let expression = try TagExpression.parse(testCase.expression)
    for test in testCase.tests {
      #expect(expression.evaluate(test.variables) == test.result, "tags \(test.variables)")
      #expect(expression.evaluate(Set(test.variables)) == test.result, "set \(test.variables)")
    }
  }

  @Test(arguments: references("errors.json"))
  func errors(reference: CaseReference) throws {
    let testCase = try Self.load(ErrorCase.self, "errors.json")[reference.index]
    #expect(throws: TagExpressionError(message: testCase.error)) {
      try TagExpression.parse(testCase.expression)
    }
  }

  /// Each operator's deepest nesting that parses, and one level more, which is an error: evaluating
  /// or freeing tens of thousands of levels would overflow the stack.
  @Test(arguments: ["not", "and", "or", "not ("])
  func anExpressionNestedTooDeeplyIsAnError(operator: String) throws {
    let deepest = try TagExpression.parse(Self.nested(`operator`, depth: 1000))
    // 999 `not`s around @a: false with @a; `and` and `or` of @a: true.
    #expect(deepest.evaluate(["@a"]) == !`operator`.hasPrefix("not"))
    let tooDeep = Self.nested(`operator`, depth: 1001)
    #expect(
      throws: TagExpressionError(
        message: "Tag expression \"\(tooDeep.prefix(60))…\" could not be parsed: it nests more "
          + "than 1000 levels deep.")
    ) { try TagExpression.parse(tooDeep) }
    #expect(throws: TagExpressionError.self) {
      try TagExpression.parse(Self.nested(`operator`, depth: 40_000))
    }
  }

  /// An expression `depth` levels deep made with `operator` (`not (` for parentheses too).
  static func nested(_ operator: String, depth: Int) -> String {
    switch `operator` {
    case "not": String(repeating: "not ", count: depth - 1) + "@a"
    case "not (":
      String(repeating: "not (", count: depth - 1) + "@a" + String(repeating: ")", count: depth - 1)
    default: Array(repeating: "@a", count: depth).joined(separator: " \(`operator`) ")
    }
  }
}
