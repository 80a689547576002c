import Acceptance
import CucumberExpressions
import Testing

/// Custom parameter types in Cucumber Expressions, after the reference's
/// `CustomParameterTypeTest.ts`, and the registry's rules.
@Suite("Custom parameter types")
struct CustomParameterTypeTests {
  struct Color: Sendable, Equatable {
    let name: String
  }

  struct Coordinate: Sendable, Equatable {
    let x: Int
    let y: Int
    let z: Int
  }

  func registry() throws -> ParameterTypeRegistry {
    var registry = ParameterTypeRegistry()
    try registry.define(
      ParameterType(name: "color", regexps: ["red|blue|yellow", "(?:dark|light) (?:red|blue)"]) {
        Color(name: $0)
      })
    return registry
  }

  @Test func namesTheValueTypeAsStringDescribingWould() throws {
    let types: [Any.Type] = [
      Int.self, String?.self, [String].self, [String: Coordinate].self, (Int, String).self,
      Color.self, DocString.self,
    ]
    for type in types { #expect(nameOfType(type) == String(describing: type)) }
    let color = try ParameterType(name: "color", regexps: ["red|blue"]) { Color(name: $0) }
    #expect(color.typeName == "Color")
  }

  @Test func matchesAndTransforms() throws {
    let expression = try CucumberExpression("I have a {color} ball", registry: registry())
    let arguments = try #require(expression.match("I have a dark red ball"))
    #expect(try arguments[0].value(as: Color.self) == Color(name: "dark red"))
    #expect(arguments[0].parameterType.name == "color")
    #expect(
      expression.regexPattern
        == "^I have a ((?:red|blue|yellow)|(?:(?:dark|light) (?:red|blue))) ball$")
  }

  @Test func transformsCaptureGroups() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(
      ParameterType(name: "coordinate", regexps: [#"(\d+),\s*(\d+),\s*(\d+)"#]) { values in
        let numbers = values.compactMap { $0.flatMap(Int.init) }
        return Coordinate(x: numbers[0], y: numbers[1], z: numbers[2])
      })
    let expression = try CucumberExpression(
      "A {int} thick line from {coordinate} to {coordinate}", registry: registry)
    let arguments = try #require(expression.match("A 5 thick line from 10,20,30 to 40,50,60"))
    #expect(try arguments[0].value(as: Int.self) == 5)
    #expect(try arguments[1].value(as: Coordinate.self) == Coordinate(x: 10, y: 20, z: 30))
    #expect(try arguments[2].value(as: Coordinate.self) == Coordinate(x: 40, y: 50, z: 60))
    #expect(arguments[1].group.children.map(\.value) == ["10", "20", "30"])
  }

  @Test func transformerErrorsSurfaceFromValue() throws {
    let expression = try CucumberExpression("{byte}", registry: ParameterTypeRegistry())
    let arguments = try #require(expression.match("300"))
    #expect(throws: CucumberExpressionError.self) { try arguments[0].value() }
    #expect(throws: CucumberExpressionError.self) { try arguments[0].value(as: String.self) }
  }

  @Test func undefinedParameterTypeExposesTheName() throws {
    let error = #expect(throws: UndefinedParameterTypeError.self) {
      try CucumberExpression("I have a {colour} ball", registry: registry())
    }
    #expect(error?.parameterTypeName == "colour")
    #expect(error?.expression == "I have a {colour} ball")
  }

  @Test func rejectsIllegalNamesAndDuplicates() throws {
    #expect(
      throws: CucumberExpressionError(
        "Illegal character in parameter name {(string)}. "
          + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
    ) {
      try ParameterType(name: "(string)", regexps: [".*"]) { $0 }
    }
    #expect(
      throws: CucumberExpressionError(
        "Illegal character in parameter name {{string}}. "
          + "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'")
    ) {
      try ParameterType(name: "{string}", regexps: [".*"]) { $0 }
    }
    var registry = try registry()
    #expect(throws: CucumberExpressionError("There is already a parameter type with name color")) {
      try registry.define(ParameterType(name: "color", regexps: [".*"]) { $0 })
    }
    #expect(
      throws: CucumberExpressionError("The anonymous parameter type has already been defined")
    ) {
      try registry.define(ParameterType(name: "", regexps: ["x"]) { $0 })
    }
  }

  @Test func allowsOnlyOnePreferentialTypePerRegexp() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(
      ParameterType(name: "name", regexps: ["[A-Z]+\\w+"], preferForRegexpMatch: true) { $0 })
    #expect(
      throws: CucumberExpressionError(
        "There can only be one preferential parameter type per regexp. The regexp /[A-Z]+\\w+/ "
          + "is used for two preferential parameter types, {name} and {place}")
    ) {
      try registry.define(
        ParameterType(name: "place", regexps: ["[A-Z]+\\w+"], preferForRegexpMatch: true) { $0 })
    }
  }

  @Test func preferentialTypeWinsForRegularExpressions() throws {
    var registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "place", regexps: ["[A-Z]+\\w+"]) { "place \($0)" })
    try registry.define(
      ParameterType(name: "person", regexps: ["[A-Z]+\\w+"], preferForRegexpMatch: true) {
        "person \($0)"
      })
    let expression = try RegularExpression(
      #"^([A-Z]+\w+) lives in ([A-Z]+\w+)$"#, registry: registry)
    let values = try expression.match("Joe lives in Paris")?.map { try $0.value() as? String }
    #expect(values == ["person Joe", "person Paris"])
  }

  @Test func unmatchedOptionalGroupGivesNil() throws {
    let expression = try RegularExpression(
      #"^I am( not)? (\d+)$"#, registry: ParameterTypeRegistry())
    let arguments = try #require(expression.match("I am 7"))
    #expect(try arguments[0].value() == nil)
    #expect(try arguments[1].value(as: Int.self) == 7)
  }
}
