import Acceptance
import AcceptanceTesting
import Testing

/// An undefined step lists the closest defined steps before its snippet: under the step in the
/// pretty output, as comments above the snippet in the summary, and in the bridges' issues.
@Suite("Did you mean")
struct DidYouMeanTests {
  static let feature = """
    Feature: Calculator
      Scenario: Typos
        Given a calculator
        When I entr 7
        Then the weather is sunny
    """

  @Test func thePrettyOutputListsTheClosestStepsUnderTheUndefinedOne() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    let outcome = await fixture.run(CalculatorSteps.registry)
    let path = fixture.path("calc.feature")
    #expect(
      outcome.output.contains(
        """
            ■ When I entr 7 (undefined)
                Undefined step: I entr 7
                  at \(path):4  When I entr 7
                  Did you mean:
                    I enter {int}
                      example:    When I enter 42
                      defined at: Sources/CalculatorSteps/Steps.swift:10
            ■ Then the weather is sunny (undefined)
                Undefined step: the weather is sunny
                  at \(path):5  Then the weather is sunny

        """))
  }

  @Test func theSummaryPutsThemAboveTheSnippetAsComments() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    let outcome = await fixture.run(CalculatorSteps.registry)
    #expect(
      outcome.summary.snippets == [
        """
        // Did you mean:
        //   I enter {int}
        //     example:    When I enter 42
        //     defined at: Sources/CalculatorSteps/Steps.swift:10
        steps.when("I entr {int}") { (world, int: Int) in
          throw PendingStep()
        }
        """,
        """
        steps.then("the weather is sunny") { world in
          throw PendingStep()
        }
        """,
      ])
  }

  @Test func theSwiftTestingIssueListsThemBeforeTheSnippet() async throws {
    let fixture = try RunnerFixture(["calc.feature": Self.feature])
    let suite = FeatureSuite(
      steps: CalculatorSteps.registry, paths: [fixture.folder.path], environment: [:]
    ) { LogWorld() }
    let issues = await IssueCollector.recorded { await suite.run(suite.scenarios[0]) }
    let path = fixture.path("calc.feature")
    #expect(
      issues.errors == [
        """
        undefined: Undefined step: I entr 7
          at \(path):4  When I entr 7
          Did you mean:
            I enter {int}
              example:    When I enter 42
              defined at: Sources/CalculatorSteps/Steps.swift:10
          You can implement it with this snippet:

            steps.when("I entr {int}") { (world, int: Int) in
              throw PendingStep()
            }
        """,
        """
        undefined: Undefined step: the weather is sunny
          at \(path):5  Then the weather is sunny
          You can implement it with this snippet:

            steps.then("the weather is sunny") { world in
              throw PendingStep()
            }
        """,
      ])
  }
}
