import Acceptance
import Testing

@Suite("Runner: FILE:LINE selects what the line is part of")
struct RunnerLineSelectionTests {
  static let feature = """
    @release
    Feature: Lines
      The feature's description.

      Background:
        Given a step

      # A comment before a scenario
      Scenario: Table
        Given a table:
          | a | b |
          | 1 | 2 |

      @slow
      @wip
      Scenario: Doc string
        A description of the scenario.

        Given a text:
          \"\"\"
          one
          two
          \"\"\"

      Scenario Outline: Outline <n>
        Given a step <n>

        @first
        Examples: First
          | n |
          | 1 |
          | 2 |

        Examples: Second
          | n |
          | 3 |

      Rule: A rule
        The rule's description.

        Background:
          Given a step

        Scenario: In the rule
          Given a step

      Rule: Another rule

        Scenario: In another rule
          Given a step
    """

  static let everyScenario = [
    "Table", "Doc string", "Outline 1", "Outline 2", "Outline 3", "In the rule",
    "In another rule",
  ]

  static func steps() -> StepRegistry<LogWorld> {
    var steps = StepRegistry<LogWorld>()
    steps.given("a step") { _ in }
    steps.given("a step {int}") { (_, _: Int) in }
    steps.given("a table:") { (_, _: DataTable) in }
    steps.given("a text:") { (_, _: DocString) in }
    return steps
  }

  func selected(_ lines: Int...) async throws -> [String] {
    let fixture = try RunnerFixture(["lines.feature": Self.feature])
    let path = fixture.path("lines.feature") + lines.map { ":\($0)" }.joined()
    return await fixture.run(Self.steps(), paths: [path]).scenarioOrder
  }

  @Test(arguments: [(10, ["Table"]), (19, ["Doc string"]), (45, ["In the rule"])])
  func stepLineSelectsItsScenario(line: Int, expected: [String]) async throws {
    #expect(try await selected(line) == expected)
  }

  @Test(arguments: [(14, ["Doc string"]), (15, ["Doc string"]), (1, everyScenario)])
  func tagLineSelectsWhatItTags(line: Int, expected: [String]) async throws {
    #expect(try await selected(line) == expected)
  }

  @Test(arguments: [11, 12])
  func dataTableLineSelectsItsScenario(line: Int) async throws {
    #expect(try await selected(line) == ["Table"])
  }

  @Test(arguments: [17, 18, 20, 21, 23])
  func descriptionAndDocStringLinesSelectTheirScenario(line: Int) async throws {
    #expect(try await selected(line) == ["Doc string"])
  }

  @Test(arguments: [(31, ["Outline 1"]), (32, ["Outline 2"]), (36, ["Outline 3"])])
  func examplesRowSelectsThatRowOnly(line: Int, expected: [String]) async throws {
    #expect(try await selected(line) == expected)
  }

  @Test(arguments: [
    (28, ["Outline 1", "Outline 2"]), (29, ["Outline 1", "Outline 2"]),
    (30, ["Outline 1", "Outline 2"]), (34, ["Outline 3"]), (35, ["Outline 3"]),
  ])
  func examplesKeywordTagOrHeaderSelectsTheRowsOfThatBlock(line: Int, expected: [String])
    async throws
  {
    #expect(try await selected(line) == expected)
  }

  @Test(arguments: [25, 26, 27])
  func outlineLineOrStepSelectsEveryExample(line: Int) async throws {
    #expect(try await selected(line) == ["Outline 1", "Outline 2", "Outline 3"])
  }

  @Test(arguments: [
    (5, everyScenario), (6, everyScenario), (41, ["In the rule"]), (42, ["In the rule"]),
  ])
  func backgroundLineSelectsTheScenariosItRunsBefore(line: Int, expected: [String]) async throws {
    #expect(try await selected(line) == expected)
  }

  @Test(arguments: [(2, everyScenario), (38, ["In the rule"]), (47, ["In another rule"])])
  func featureOrRuleLineSelectsTheirScenarios(line: Int, expected: [String]) async throws {
    #expect(try await selected(line) == expected)
  }

  @Test(arguments: [3, 4, 7, 8, 13, 24, 37, 39, 48, 99])
  func lineOutsideAnyScenarioSelectsNothing(line: Int) async throws {
    #expect(try await selected(line) == [])
  }

  @Test func severalLinesSelectTheUnion() async throws {
    #expect(try await selected(10, 31, 11, 50) == ["Table", "Outline 1", "In another rule"])
  }

  @Test func theLocationOfAFailureRerunsItsScenario() async throws {
    let fixture = try RunnerFixture([
      "rerun.feature": """
      Feature: Rerun

        Scenario: Passing
          Given a step

        Scenario: Failing
          Given a step
          And it fails
      """
    ])
    var steps = Self.steps()
    steps.given("it fails") { _ in throw StepFailure("no") }
    let first = await fixture.run(steps)
    let location = try #require(
      first.output.split(separator: "\n").first {
        $0.contains("at ") && $0.contains("rerun.feature:")
      }
    )
    let path = try #require(location.split(separator: " ").first { $0.contains("rerun.feature:") })
    #expect(path.hasSuffix(":8"))
    #expect(await fixture.run(steps, paths: [String(path)]).scenarioOrder == ["Failing"])
  }
}
