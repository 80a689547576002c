import Acceptance
import Testing

@Suite("Step catalog")
struct StepCatalogTests {
  let catalog = StepCatalog(CalculatorSteps.registry)

  /// The catalog of the calculator fixture, as `catalog.text` and `acceptance steps` print it.
  static let calculatorText = """
    6 steps in 3 groups

    Ungrouped
    =========

      a calculator
        example:    Given a calculator
        defined at: Sources/CalculatorSteps/Steps.swift:3

    Keys
    ====

      I enter {int}
        parameters: {int} Int
        example:    When I enter 42
        defined at: Sources/CalculatorSteps/Steps.swift:10

      I press (the ){key} key
        parameters: {key} String
        example:    When I press the plus key
        time:       lets 1 second pass
        A free note, longer than a label: it stays as is.
        defined at: Sources/CalculatorSteps/Steps.swift:14

      I clear {int} digit(s)
        parameters: {int} Double
        defined at: Sources/CalculatorSteps/Steps.swift:20

    Display
    =======

      /^the display shows (-?\\d+)$/
        parameters: {int} Int
        example:    Then the display shows -3
        defined at: Sources/CalculatorSteps/Steps.swift:30

      the display reads:
        parameters: String
        example:    Then the display reads:
                      \"""
                      42
                      \"""
        defined at: Sources/CalculatorSteps/Steps.swift:36

    """

  @Test func textListsEveryStepByGroupWithItsParametersExampleNotesAndLocation() {
    #expect(
      catalog.text == Self.calculatorText)
  }

  @Test func withoutGroupsTheCatalogHasNoHeadings() {
    let steps = StepRegistry<LogWorld> { steps in
      steps.given("one", file: "Steps.swift", line: 1) { _ in }
      steps.then("{word} and {}", file: "Steps.swift", line: 2) { (_, _: String, _: String) in }
    }
    #expect(
      StepCatalog(steps).text == """
        2 steps

          one
            defined at: Steps.swift:1

          {word} and {}
            parameters: {word} String, {} String
            defined at: Steps.swift:2

        """)
  }

  @Test func entriesSayWhatWasRegistered() throws {
    let press = try #require(catalog.entries.first { $0.pattern == "I press (the ){key} key" })
    #expect(press.keyword == "When")
    #expect(press.group == "Keys")
    #expect(press.example == "I press the plus key")
    #expect(press.exampleStep == "When I press the plus key")
    #expect(press.parameters.map(\.description) == ["{key} String"])
    #expect(press.notes.first == "time: lets 1 second pass")
    #expect(press.location.line == 14)
    let clear = try #require(catalog.entries.first { $0.pattern == "I clear {int} digit(s)" })
    #expect(clear.keyword == nil)
    #expect(clear.example == nil)
    #expect(clear.exampleStep == nil)
  }

  @Test func aStepWithATableHasItAsALastParameterWithoutName() {
    let steps = StepRegistry<LogWorld> { steps in
      steps.given("these {int} users:") { (_, _: Int, _: DataTable) in }
    }
    #expect(
      StepCatalog(steps).entries.first?.parameters.map { "\($0.name ?? "-") \($0.type)" } == [
        "{int} Int", "- DataTable",
      ])
  }

  @Test func matchGivesTheValueTheBodyReceives() throws {
    let matches = catalog.matches("I clear 2 digits")
    #expect(matches.map(\.entry.location.line) == [20])
    #expect(matches.first?.arguments.map(Self.fields) == [#"{int} Double "2" 2.0 -"#])
    #expect(
      catalog.matches("I press plus key").first?.arguments.map(Self.fields) == [
        #"{key} String "plus" "plus" -"#
      ])
  }

  /// The fields of `argument`, `-` for `nil`: name, type, text (quoted), value, problem.
  static func fields(_ argument: StepCatalog.MatchedArgument) -> String {
    let text = argument.text.map { String(reflecting: $0) }
    return [argument.name, argument.type, text, argument.value, argument.problem]
      .map { $0 ?? "-" }.joined(separator: " ")
  }

  @Test func matchSaysWhyTheBodyCannotReceiveAValue() {
    #expect(
      catalog.matches("I enter 99999999999999999999").first?.arguments.map(\.problem) == [
        "Cannot convert '99999999999999999999' to {int} (Int)"
      ])
  }

  @Test func matchesOfAnUndefinedOrAmbiguousTextAreNoneOrEvery() {
    #expect(catalog.matches("I multiply").isEmpty)
    let steps = StepRegistry<LogWorld> { steps in
      steps.given("I enter {int}") { (_, _: Int) in }
      steps.given("I enter {}") { (_, _: String) in }
    }
    #expect(
      StepCatalog(steps).matches("I enter 3").map(\.entry.pattern)
        == ["I enter {int}", "I enter {}"])
  }

  @Test func filteredKeepsTheStepsWhoseExpressionExampleOrGroupContainsTheText() {
    #expect(catalog.filtered(containing: "DISPLAY").entries.map(\.location.line) == [30, 36])
    #expect(catalog.filtered(containing: "42").entries.map(\.location.line) == [10, 36])
    #expect(catalog.filtered(containing: "keys").entries.map(\.location.line) == [10, 14, 20])
    #expect(catalog.filtered(containing: "second").entries.isEmpty)
  }

  @Test func everyExampleOfTheCalculatorShowsItsStep() {
    #expect(catalog.exampleProblems().isEmpty)
    #expect(
      catalog.exampleProblems(requiringExamples: true).map(\.description) == [
        "/home/dev/calculator/Sources/CalculatorSteps/Steps.swift:20: \"I clear {int} digit(s)\": "
          + "the definition has no example"
      ])
  }

  @Test func exampleProblemsSayWhatIsWrongWithEachExample() {
    let steps = StepRegistry<LogWorld> { steps in
      steps.given("a {colour} ball", example: "a red ball", file: "S.swift", line: 1) {
        (_, _: String) in
      }
      steps.given("one", example: "two", file: "S.swift", line: 2) { _ in }
      steps.given("two", example: "two", file: "S.swift", line: 3) { _ in }
      steps.given("{int} cakes", example: "3 cakes", file: "S.swift", line: 4) { (_, _: Int) in }
      steps.given("{} cakes", example: "3 cakes", file: "S.swift", line: 5) { (_, _: String) in }
      steps.given("users:", example: "users:", file: "S.swift", line: 6) { (_, _: DataTable) in }
      steps.given("{int} users", example: "99999999999999999999 users", file: "S.swift", line: 7) {
        (_, _: Int) in
      }
      steps.given("a {word}", example: "a b\n  | c |", file: "S.swift", line: 8) {
        (_, _: String) in
      }
    }
    #expect(
      StepCatalog(steps).exampleProblems().map(\.description) == [
        """
        S.swift:1: "a {colour} ball": the expression cannot be used: This Cucumber Expression has \
        a problem at column 3:

        a {colour} ball
          ^------^
        Undefined parameter type 'colour'.
        Please register a ParameterType for 'colour'
        """,
        #"S.swift:2: "one": the example "two" matches two (S.swift:3) instead"#,
        #"S.swift:4: "{int} cakes": the example "3 cakes" also matches {} cakes (S.swift:5)"#,
        #"S.swift:5: "{} cakes": the example "3 cakes" also matches {int} cakes (S.swift:4)"#,
        #"S.swift:6: "users:": the example "users:" gives 0 captured value(s), but the body "#
          + "takes 1 parameter(s)",
        #"S.swift:7: "{int} users": the example "99999999999999999999 users": Cannot convert "#
          + "'99999999999999999999' to {int} (Int)",
        #"S.swift:8: "a {word}": the example "a b" gives 1 captured value(s) and a data table "#
          + "or doc string, but the body takes 1 parameter(s)",
      ])
  }

  @Test func anExpressionThatCannotBeUsedIsListedWithItsProblem() {
    let steps = StepRegistry<LogWorld> { steps in
      steps.given("a {colour} ball", file: "S.swift", line: 1) { (_, _: String) in }
    }
    #expect(
      StepCatalog(steps).text == """
        1 step

          a {colour} ball
            parameters: {colour} String
            problem:    This Cucumber Expression has a problem at column 3:

                        a {colour} ball
                          ^------^
                        Undefined parameter type 'colour'.
                        Please register a ParameterType for 'colour'
            defined at: S.swift:1

        """)
  }
}
