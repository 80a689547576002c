import Acceptance
import CucumberExpressions
import Testing

/// Matching details beyond the conformance data: value types, positions, whole-text matching.
@Suite("Cucumber Expressions")
struct CucumberExpressionTests {
  let registry = ParameterTypeRegistry()

  func value(_ expression: String, _ text: String) throws -> (any Sendable)? {
    try CucumberExpression(expression, registry: registry).match(text)?.first?.value()
  }

  @Test func builtInTypesGiveSwiftValues() throws {
    #expect(try value("{int}", "-5") as? Int == -5)
    #expect(try value("{byte}", "7") as? Int8 == 7)
    #expect(try value("{short}", "7") as? Int16 == 7)
    #expect(try value("{long}", "7") as? Int64 == 7)
    #expect(try value("{float}", "1.5") as? Float == 1.5)
    #expect(try value("{double}", "1.5") as? Double == 1.5)
    #expect(try value("{bigdecimal}", "1.50") as? String == "1.50")
    #expect(try value("{biginteger}", "12") as? String == "12")
    #expect(try value("{word}", "abc") as? String == "abc")
    #expect(try value("{string}", "'a\\'b'") as? String == "a'b")
    #expect(try value("{}", "x y") as? String == "x y")
  }

  @Test func matchesTheWholeTextOnly() throws {
    let expression = try CucumberExpression("I add {int}", registry: registry)
    #expect(expression.match("I add 3") != nil)
    #expect(expression.match("I add 3\n") == nil)
    #expect(expression.match("so I add 3") == nil)
    #expect(try CucumberExpression("", registry: registry).match("")?.isEmpty == true)
  }

  @Test func groupsHaveUTF16Positions() throws {
    let expression = try CucumberExpression("😀 {word} {int}", registry: registry)
    let arguments = try #require(expression.match("😀 é 12"))
    #expect(
      arguments.map(\.group) == [
        Group(value: "é", start: 3, end: 4), Group(value: "12", start: 5, end: 7),
      ])
    #expect(expression.source == "😀 {word} {int}")
    #expect(expression.parameterTypes.map(\.name) == ["word", "int"])
  }

  @Test func stepExpressionsCanBeMixed() throws {
    let expressions: [any StepExpression] = [
      try CucumberExpression("I add {int}", registry: registry),
      try RegularExpression(#"^I add (\d+)$"#, registry: registry),
    ]
    let values = try expressions.map { try $0.match("I add 3")?.first?.value(as: Int.self) }
    #expect(values == [3, 3])
  }
}
