import Testing

@testable import Acceptance

/// "Did you mean": the definitions closest to an undefined step, by words.
@Suite("Step suggestions")
struct StepSuggestionTests {
  let catalog = StepCatalog(CalculatorSteps.registry)

  private func closest(_ text: String, in catalog: StepCatalog? = nil) -> [String] {
    (catalog ?? self.catalog).closest(to: text).map(\.pattern.description)
  }

  @Test(arguments: [
    ("I entr 7", "I enter {int}"),
    ("the display show -3", #"/^the display shows (-?\d+)$/"#),
    ("I press the plus button", "I press (the ){key} key"),
    ("I press plus key", "I press (the ){key} key"),
    ("I clear 2 digit", "I clear {int} digit(s)"),
    ("the display read:", "the display reads:"),
    ("a calculater", "a calculator"),
  ])
  func aTypoOrAMissingWordFindsTheDefinition(text: String, pattern: String) {
    #expect(closest(text).first == pattern)
  }

  @Test(arguments: [
    "the weather is sunny", "I enter the number", "the display shows the answer to everything", "",
  ])
  func aStepNotCloseToAnyDefinitionGetsNoSuggestion(text: String) {
    #expect(closest(text) == [])
  }

  @Test func quotedTextAndNumbersStandForTheirParameters() {
    var steps = StepRegistry<LogWorld>()
    steps.given("the user {string} has {int} apples") { (_, _: String, _: Int) in }
    steps.given("the user has apples") { _ in }
    let catalog = StepCatalog(steps)
    // "the user has apples" is two words short and one letter off: not close.
    #expect(
      closest(#"the user "ada" has 12 apple"#, in: catalog) == [
        "the user {string} has {int} apples"
      ])
    // Quoted text where a number belongs is one word of six off, as far as two words too many.
    #expect(
      closest(#"the user "ada" has "twelve" apples"#, in: catalog) == [
        "the user {string} has {int} apples", "the user has apples",
      ])
    // Without quotes, "ada" is not a {string}: two words off each.
    #expect(
      closest("the user ada has twelve apples", in: catalog) == [
        "the user {string} has {int} apples", "the user has apples",
      ])
    #expect(closest("the user ada has many pears", in: catalog) == [])
  }

  @Test func atMostThreeClosestFirstThenInRegistrationOrder() {
    var steps = StepRegistry<LogWorld>()
    for name in ["one", "two", "three", "four", "five"] {
      steps.given(StepPattern.cucumberExpression("light \(name) is on")) { _ in }
    }
    let catalog = StepCatalog(steps)
    #expect(
      closest("light fiv is on", in: catalog) == [
        "light five is on", "light one is on", "light two is on",
      ])
  }

  @Test func theExampleCountsWhenItIsCloserThanThePattern() {
    var steps = StepRegistry<LogWorld>()
    steps.given(
      .regex(#"^(?:an?|the) (\w+) (?:signs|logs) (?:in|out)$"#), example: "the admin logs in"
    ) {
      (_, _: String) in
    }
    #expect(closest("the admin log in", in: StepCatalog(steps)).count == 1)
  }

  @Test func aDefinitionThatCannotBeUsedIsNeverSuggested() {
    var steps = StepRegistry<LogWorld>()
    steps.given("a {color} ball") { (_, _: String) in }
    #expect(closest("a red ball", in: StepCatalog(steps)) == [])
  }

  @Test func longStepsAreNotCompared() {
    let words = Array(repeating: #"alpha 12 3.5 "quoted text" -7 x12"#, count: 70).joined(
      separator: " ")
    #expect(words.count > 2_000)
    var suggester = StepSuggester(catalog.entries)
    #expect(suggester.closest(to: "I enter 7 " + words) == [])
    #expect(suggester.closest(to: String(repeating: "a", count: 1_000_000)) == [])
    #expect(suggester.comparisons == 0)
    #expect(suggester.closest(to: "I entr 7").count == 1)
    #expect(suggester.comparisons > 0)
  }

  @Test func onceTheBudgetIsSpentNoStepGetsSuggestions() {
    var unlimited = StepSuggester(catalog.entries)
    _ = unlimited.closest(to: "I entr 7")
    // A budget that one step spends.
    var suggester = StepSuggester(catalog.entries, budget: unlimited.comparisons)
    #expect(suggester.closest(to: "I entr 7").map(\.pattern.source) == ["I enter {int}"])
    #expect(suggester.closest(to: "I entr 8") == [])
    #expect(unlimited.closest(to: "I entr 8").map(\.pattern.source) == ["I enter {int}"])
  }
}
