import Acceptance
import CucumberExpressions
import Testing

@Suite("Runner: step arguments")
struct StepArgumentTests {
  @Test func dataTableAndDocStringReachTheBody() async throws {
    let fixture = try RunnerFixture([
      "args.feature": """
      Feature: Arguments

        Scenario: Both
          Given these users:
            | name | email         |
            | Ann  | ann@example.com |
            | Bob  | bob@example.com |
          And this note:
            ```markdown
            Hello
            ```
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("these users:") { (world, table: DataTable) in
      for row in table.asMaps() { world.record("\(row["name"] ?? "?") <\(row["email"] ?? "?")>") }
    }
    steps.given("this note:") { (world, note: DocString) in
      world.record("\(note.mediaType ?? "none"): \(note.content)")
    }
    let outcome = await fixture.run(steps)
    #expect(
      outcome.worlds.first?.entries == [
        "Ann <ann@example.com>", "Bob <bob@example.com>", "markdown: Hello",
      ])
  }

  @Test func aStepWithADataTableAndADocStringGetsThemInTheOrderWritten() async throws {
    let fixture = try RunnerFixture([
      "both.feature": """
      Feature: Both arguments

        Scenario: Table first
          Given a table, then a doc string
            | id |
            | 1  |
            \"\"\"
            hello
            \"\"\"

        Scenario: Doc string first
          Given a doc string, then a table
            \"\"\"
            hi
            \"\"\"
            | id |
            | 2  |
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("a table, then a doc string") { (world, table: DataTable, docString: DocString) in
      world.record("table \(table.rows), doc string \(docString.content)")
    }
    steps.given("a doc string, then a table") { (world, docString: DocString, table: DataTable) in
      world.record("doc string \(docString.content), table \(table.rows)")
    }
    let outcome = await fixture.run(steps)
    #expect(outcome.summary.scenarios == [.passed: 2])
    #expect(
      outcome.worlds.map(\.entries) == [
        [#"table [["id"], ["1"]], doc string hello"#],
        [#"doc string hi, table [["id"], ["2"]]"#],
      ])
  }

  @Test func customParameterTypeTransformsTheCapture() async throws {
    let fixture = try RunnerFixture([
      "color.feature": "Feature: C\n  Scenario: S\n    Given the color red\n"
    ])
    struct Color: StepArgument, Equatable { let name: String }
    var steps = StepRegistry<LogWorld>()
    steps.defineParameterType(
      try ParameterType(name: "color", regexps: ["red|green"]) { Color(name: $0) })
    steps.given("the color {color}") { (world, color: Color) in world.record(color.name) }
    let outcome = await fixture.run(steps)
    #expect(outcome.worlds.first?.entries == ["red"])
  }

  @Test func regularExpressionStepsCaptureGroups() async throws {
    let fixture = try RunnerFixture([
      "re.feature": "Feature: R\n  Scenario: S\n    Given I have 12 cukes\n"
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given(.regex(#"^I have (\d+) cukes$"#)) { (world, count: Int) in
      world.record("\(count)")
    }
    let outcome = await fixture.run(steps)
    #expect(outcome.worlds.first?.entries == ["12"])
  }

  @Test func dataTableHelpers() {
    let table = DataTable(rows: [["key", "value"], ["a", "1"], ["b", "2"]])
    #expect(table.asMaps() == [["key": "a", "value": "1"], ["key": "b", "value": "2"]])
    #expect(table.asDictionary() == ["key": "value", "a": "1", "b": "2"])
    #expect(table.transposed().rows == [["key", "a", "b"], ["value", "1", "2"]])
    #expect(table.description == "| key | value |\n| a   | 1     |\n| b   | 2     |")
  }

  @Test func aTableIsWrittenWithItsColumnsPaddedToTheirWidestCharacters() {
    let table = DataTable(rows: [["name", "city"], ["Zoë", "Zürich", "extra"], [], ["🇨🇭"]])
    #expect(
      table.description
        == "| name | city   |\n| Zoë  | Zürich | extra |\n|  |\n| 🇨🇭    |")
  }

  @Test func aDoubleParameterTakesAnyNumberAndRefusesText() async throws {
    let fixture = try RunnerFixture([
      "price.feature": """
      Feature: Prices

        Scenario: Numbers
          Given a price of 3 plus 2.5

        Scenario: Text
          Given a price of free
      """
    ])
    var steps = StepRegistry<LogWorld>()
    steps.given("a price of {int} plus {float}") { (world, whole: Double, part: Double) in
      world.record("\(whole + part)")
    }
    steps.given("a price of {word}") { (world, price: Double) in world.record("\(price)") }
    let outcome = await fixture.run(steps)
    #expect(outcome.worlds.first?.entries == ["5.5"])
    #expect(outcome.stepResults == ["a price of 3 plus 2.5: passed", "a price of free: failed"])
    #expect(
      outcome.results.last?.message
        == "the step definition takes Double here, but the step provides String \"free\"")
    #expect(try Double(stepArgument: Float(0.25)) == 0.25)
  }
}
