import Acceptance
import Foundation
import Testing

@Suite("HTML report")
struct HTMLReporterTests {
  @Test func theFeatureAndEveryScenarioWithItsStatusStepsAndLocation() async throws {
    let (page, fixture) = try await HTMLPage.run()
    let features = page.root.descendants("section", withClass: "feature")
    #expect(features.count == 1)
    #expect(features.first?.attributes["data-uri"] == fixture.path("nasty.feature"))
    let heading = try #require(features.first?.first("h2"))
    #expect(
      heading.text.contains("Nasty <script>alert(\"x\")</script> & ]]> 🥒 'quote' \u{FFFD}\u{FFFD}"))
    #expect(heading.descendants("span", withClass: "tag").map(\.text) == ["@smoke"])

    let scenarios = page.scenarios
    #expect(scenarios.map { $0.attributes["id"] } == ["s1", "s2", "s3", "s4", "s5", "s6"])
    #expect(
      scenarios.map { $0.attributes["data-status"] } == [
        "passed", "failed", "undefined", "pending", "passed", "failed",
      ])
    // The scenarios that did not pass are open; the others closed.
    #expect(
      scenarios.map { $0.attributes["open"] != nil } == [false, true, true, true, false, true])
    let passing = try #require(page.scenario("Passes ✅ \"quoted\" & <b>"))
    #expect(passing.attributes["data-tags"] == "@smoke @fast")
    let summary = try #require(passing.first("summary"))
    #expect(summary.descendants("span", withClass: "status").first?.text == "passed")
    #expect(
      summary.descendants("span", withClass: "location").first?.text
        == "\(fixture.path("nasty.feature")):9")
    #expect(summary.descendants("span", withClass: "duration").first?.text.hasSuffix("ms") == true)
    // Background steps under their heading, then the scenario's.
    let steps = try #require(passing.descendants("ol", withClass: "steps").first).children
    #expect(
      steps.map(\.classes) == [["group"], ["step", "passed"], ["group"], ["step", "passed"]])
    #expect(steps.map { $0.deepText.contains("a passing step") } == [false, true, false, true])
    #expect(steps[0].text == "Background:")
    let keywords = steps[1].descendants("span", withClass: "keyword").map(\.text)
    #expect(keywords == ["Given "])
    let code = steps[1].descendants("span", withClass: "code").first?.text
    #expect(code?.hasPrefix("Tests/AcceptanceTests/Reporting/ReportFixture.swift:") == true)
  }

  @Test func aFailedStepShowsItsMessageWithTheFeatureLineAndTheStepsAfterItAreSkipped()
    async throws
  {
    let (page, fixture) = try await HTMLPage.run()
    let failed = try #require(page.scenario("Fails ]]> <script>"))
    let steps = failed.descendants("li", withClass: "step")
    #expect(
      steps.map(\.classes) == [["step", "passed"], ["step", "failed"], ["step", "skipped"]])
    let error = try #require(steps[1].descendants("pre", withClass: "error").first)
    #expect(
      error.text.hasPrefix("it broke: \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}[31mred"))
    #expect(error.text.contains("at \(fixture.path("nasty.feature")):13  When a failing step"))
    #expect(error.text.contains("code: Tests/AcceptanceTests/Reporting/ReportFixture.swift:"))
    #expect(steps[2].descendants("pre", withClass: "error").isEmpty)

    let undefined = try #require(page.scenario("Undefined 🥒"))
    let snippet = try #require(undefined.descendants("pre", withClass: "error").first).text
    #expect(snippet.contains("at \(fixture.path("nasty.feature")):17  When nobody defined this"))
    #expect(snippet.contains(#"steps.when("nobody defined this")"#))
    #expect(undefined.descendants("span", withClass: "status-word").map(\.text) == [" (undefined)"])
  }

  @Test func theVerdictCountsAndTheScenariosThatDidNotPassComeFirst() async throws {
    let (page, _) = try await HTMLPage.run()
    let verdict = try #require(page.root.descendants("p", withClass: "verdict").first)
    #expect(verdict.descendants("span", withClass: "status").first?.text == "failed")
    #expect(
      verdict.descendants("span", withClass: "counts").map(\.text) == [
        "6 scenarios (2 failed, 1 undefined, 1 pending, 2 passed)",
        "15 steps (2 failed, 1 undefined, 1 pending, 2 skipped, 9 passed)",
      ])
    let attention = try #require(page.root.descendants("nav", withClass: "attention").first)
    let links = attention.descendants("a")
    #expect(links.map { $0.attributes["href"] } == ["#s2", "#s6", "#s3", "#s4"])
    #expect(links.first?.text.hasSuffix("› Fails ]]> <script>") == true)
    let counts = page.root.descendants("label", withClass: "status-filter").map {
      ($0.attributes["class"] ?? "", $0.descendants("span", withClass: "count").first?.text ?? "")
    }
    #expect(counts.map(\.1) == ["2", "0", "1", "1", "0", "2"])
    #expect(counts[1].0 == "status-filter ambiguous empty")
    let tags = page.root.descendants("option").map(\.text)
    #expect(tags == ["any", "@fast (1)", "@smoke (6)"])
  }

  @Test func aFeatureWithAFailureComesBeforeOneThatPassed() async throws {
    let (page, fixture) = try await HTMLPage.run([
      "a.feature": "Feature: A\n  Scenario: fine\n    Given a passing step\n",
      "b.feature": "Feature: B\n  Scenario: broken\n    When a failing step\n",
    ])
    let uris = page.root.descendants("section", withClass: "feature").map {
      $0.attributes["data-uri"]
    }
    #expect(uris == [fixture.path("b.feature"), fixture.path("a.feature")])
    #expect(page.scenarios.map { $0.attributes["id"] } == ["s1", "s2"])
  }

  @Test func rulesGroupTheirScenariosAndProblemsOfTheRunAreInTheHeader() async throws {
    let feature = """
      Feature: Rules
        Scenario: outside
          Given a passing step
        Rule: first rule
          Scenario: inside one
            Given a passing step
          Scenario: inside two
            Given a passing step
        Rule: second rule
          Scenario: inside three
            Given a passing step
      """
    let (page, fixture) = try await HTMLPage.run([
      "a.feature": feature,
      "broken.feature": "Feature: B\n  Scenario: x\n    Given a passing step\n  Feature: again\n",
    ])
    let section = try #require(page.root.descendants("section", withClass: "feature").first)
    #expect(section.children.filter { $0.name == "details" }.count == 1)
    let rules = section.descendants("section", withClass: "rule")
    #expect(
      rules.map { $0.first("h3")?.text.trimmingCharacters(in: .whitespaces) } == [
        "first rule", "second rule",
      ])
    #expect(rules.map { $0.descendants("details", withClass: "scenario").count } == [2, 1])
    let problem = try #require(page.root.descendants("section", withClass: "run-problems").first)
    #expect(problem.first("pre")?.text.contains(fixture.path("broken.feature")) == true)
    #expect(page.root.descendants("p", withClass: "verdict").first?.first("span")?.text == "failed")
  }

  @Test func dataTablesAndDocStringsAreShownUnderTheirStep() async throws {
    var steps = ReportFixture.steps()
    steps.given("a doc string:") { (_, text: DocString) in _ = text }
    let feature = """
      Feature: Arguments
        Scenario: both
          Given a table:
            | a & b | <i>c</i> |
          And a doc string:
            ```json
            {"x": "</pre>"}
            ```
      """
    let (page, _) = try await HTMLPage.run(["a.feature": feature], steps: steps)
    let table = try #require(page.root.descendants("table", withClass: "data-table").first)
    #expect(table.descendants("td").map(\.text) == ["a & b", "<i>c</i>"])
    let docString = try #require(page.root.descendants("pre", withClass: "doc-string").first)
    #expect(docString.text == #"{"x": "</pre>"}"#)
    #expect(docString.attributes["data-media-type"] == "json")
  }

  @Test func markupInStepsNamesAndMessagesIsInert() async throws {
    var steps = StepRegistry<LogWorld>()
    steps.given(.regex("^a step with (.*)$")) { (_, markup: String) in
      throw StepFailure("failed on \(markup)")
    }
    let hostile = #"</script><script>alert(1)</script><img src=x onerror="alert(2)">'&"#
    let feature = """
      @tag
      Feature: <style>body{display:none}</style>
        Scenario: </details></main><script>alert(3)</script>
          Given a step with \(hostile)
          Then an undefined step with \(hostile)
      """
    let (page, _) = try await HTMLPage.run(["a.feature": feature], steps: steps)
    // The page's own two scripts and one style are the only ones.
    #expect(page.text.components(separatedBy: "<script").count == 3)
    #expect(page.text.components(separatedBy: "</script").count == 3)
    #expect(page.text.components(separatedBy: "<style").count == 2)
    #expect(page.root.descendants("img").isEmpty)
    #expect(page.root.descendants("details", withClass: "scenario").count == 1)
    let step = try #require(page.root.descendants("li", withClass: "failed").first)
    #expect(step.descendants("span", withClass: "text").first?.text == "a step with \(hostile)")
    #expect(
      step.descendants("pre", withClass: "error").first?.text.hasPrefix("failed on \(hostile)")
        == true)
    #expect(page.text.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.scenario("</details></main><script>alert(3)</script>") != nil)
  }

  @Test func statusesOfHooksShowOnlyWhenTheyMatter() async throws {
    var steps = ReportFixture.steps()
    steps.before(name: "quiet") { _, _ in }
    steps.after(name: "broken") { _, _ in throw StepFailure("the hook broke") }
    let (page, _) = try await HTMLPage.run(
      ["a.feature": "Feature: F\n  Scenario: S\n    Given a passing step\n"], steps: steps)
    let hooks = page.root.descendants("li", withClass: "hook")
    #expect(hooks.map(\.classes) == [["hook", "failed"]])
    #expect(hooks.first?.descendants("span", withClass: "text").first?.text == "broken")
    #expect(
      hooks.first?.descendants("pre", withClass: "error").first?.text.hasPrefix("the hook broke")
        == true)
    #expect(page.scenarios.first?.attributes["data-status"] == "failed")
  }

  @Test func sizeGrowsLinearlyWithTheRun() async throws {
    func size(_ scenarios: Int) async throws -> Int {
      let feature =
        "Feature: Many\n"
        + (0..<scenarios).map { "  Scenario: number \($0)\n    Given a passing step\n" }.joined()
      return try await HTMLPage.run(["a.feature": feature]).0.text.utf8.count
    }
    let (small, medium, large) = (try await size(50), try await size(100), try await size(200))
    let perScenarioFirst = Double(medium - small) / 50
    let perScenarioThen = Double(large - medium) / 100
    #expect(perScenarioFirst > 100)
    #expect(abs(perScenarioThen - perScenarioFirst) / perScenarioFirst < 0.05)
  }
}
